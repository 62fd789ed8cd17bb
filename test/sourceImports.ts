// For tests that run the site's TypeScript in Node itself (outside jest): lets Node load it as the bundler does: `@/` from the project's root, relative
// imports without an extension, a package's file without its `.js`, and `server-only` as it resolves on
// the server. Node strips the types.
import fs from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

/** The file an extensionless specifier names under `folder`, or undefined. */
function sourceFile(fromFile: string): string | undefined {
  if (path.extname(fromFile) && fs.existsSync(fromFile)) return fromFile;
  return EXTENSIONS.map((extension) => `${fromFile}${extension}`).find((candidate) => fs.existsSync(candidate));
}

/** Answers the hooks, to deregister once everything is loaded. */
export function registerSourceImports(root: string): { deregister(): void } {
  const serverOnly = pathToFileURL(path.join(root, 'node_modules', 'server-only', 'empty.js')).href;
  return registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'server-only') return { url: serverOnly, shortCircuit: true };
      const fromRoot = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : undefined;
      const relative = !fromRoot && /^\.\.?\//.test(specifier) && context.parentURL?.startsWith('file:') ? path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier) : undefined;
      const wanted = fromRoot ?? relative;
      const found = wanted && !wanted.includes(`${path.sep}node_modules${path.sep}`) ? sourceFile(wanted) : undefined;
      if (found) return { url: pathToFileURL(found).href, shortCircuit: true };
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        // A package without an exports map (`next/cache`) is found by its file name, as a bundler finds it.
        const bareSubpath = !wanted && !specifier.startsWith('node:') && /^(@[^/]+\/)?[^/.][^/]*\/.+/.test(specifier) && !path.extname(specifier);
        if (bareSubpath && (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return nextResolve(`${specifier}.js`, context);
        throw error;
      }
    },
  });
}
