// `npm run lint`'s checks of imports, read with TypeScript's own parser:
// - lib/ imports nothing from components/ or app/: the data and logic are below the views and routes;
// - lib/'s folders depend downward: a folder imports only folders of lower layers (or its own), so no two
//   folders import each other;
// - the files Node loads itself, outside Next's bundles (DIRECTLY_LOADED and what they import), name each
//   file they import with its extension and by a relative path: Node resolves no `@/` and adds no `.ts`.
//   node scripts/check-imports.mjs            the problems, and exit 1 when there are any
//   node scripts/check-imports.mjs --count    also the number of imports that run back up
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * lib/'s folders, lowest first; a folder may import the folders of its own row and of the rows before it,
 * never one of a later row, and never one of its own row but itself.
 */
export const LAYERS = [
  // Settings and process plumbing; dates.
  ['server', 'time'],
  // Plain requests and answers: addresses, bodies, origins, the route table.
  ['http'],
  // Logs, metrics, traces.
  ['observability'],
  // Next's cache and the shared Redis.
  ['cache'],
  // The features, each above those it reads.
  ['provider'],
  ['content'],
  ['listings'],
  ['forms', 'site'],
  ['search', 'splash', 'feeds', 'editor'],
  // Where requests enter: their rules (which nginx's are written from), and the answers that assemble features (health, metrics, vitals).
  ['entry'],
];

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Where an import of the project's own leads, or null for a package. */
function targetOf(specifier, fromFile, lib) {
  if (specifier.startsWith('@/')) return path.join(path.dirname(lib), specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/** The views' and routes' folders beside `lib`, which nothing in it may import. */
const ABOVE_LIB = ['components', 'app'];

/** The folder under `lib` an import names, or null for a package or a file outside it. */
function folderOf(specifier, fromFile, lib) {
  const target = targetOf(specifier, fromFile, lib);
  if (target === null) return null;
  const relative = path.relative(lib, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0];
}

/** The imports that run back up, and the folders no layer names, in `lib` (a project's lib/ folder). */
export function layerViolations(lib = path.join(root, 'lib'), layers = LAYERS) {
  const rowOf = new Map(layers.flatMap((row, index) => row.map((folder) => [folder, index])));
  const violations = [];
  const unknown = new Set();
  for (const file of sourceFiles(lib)) {
    const from = path.relative(lib, file).split(path.sep)[0];
    if (!rowOf.has(from)) unknown.add(from);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = targetOf(fileName, file, lib);
      const above = target && ABOVE_LIB.find((folder) => !path.relative(path.join(path.dirname(lib), folder), target).startsWith('..'));
      if (above) violations.push(`${path.relative(path.dirname(lib), file)} imports ${fileName} (lib/ imports nothing from ${above}/)`);
      const to = folderOf(fileName, file, lib);
      if (to === null || to === from) continue;
      if (!rowOf.has(to)) unknown.add(to);
      else if (rowOf.get(to) >= rowOf.get(from)) violations.push(`${path.relative(path.dirname(lib), file)} imports ${fileName} (${from} may not import ${to})`);
    }
  }
  return { violations, unknown: [...unknown].filter((folder) => !folder.includes('.')) };
}

const scriptsIn = (folder) => fs.readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.mjs')).map((name) => `${folder}/${name}`);

/**
 * What Node loads by stripping types: next.config.js, the cache handler, the file-check workers, nginx's
 * rules, and every script and the demo provider with what they import.
 */
export const DIRECTLY_LOADED = ['next.config.js', 'lib/cache/cacheHandler.ts', 'lib/forms/fileChecks/worker.ts', ...scriptsIn('scripts'), ...scriptsIn('demo-provider'), ...scriptsIn('deploy/nginx')];

/** Every import in a file that Node runs, with whether types alone use it (then Node strips it unread). */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Imports Node could not resolve in the files it loads itself, followed from `roots` through the project's own files. */
export function directImportProblems(projectRoot = root, roots = DIRECTLY_LOADED) {
  const problems = [];
  const seen = new Set();
  const queue = roots.map((file) => path.join(projectRoot, file));
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      const where = path.relative(projectRoot, file);
      if (specifier.startsWith('@/')) problems.push(`${where} imports ${specifier}: Node loads this file itself, so name it by a relative path`);
      else if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (!path.extname(target) || !fs.existsSync(target)) problems.push(`${where} imports ${specifier}: Node loads this file itself, so name the file with its extension`);
        else if (!target.includes(`${path.sep}node_modules${path.sep}`)) queue.push(target);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { violations, unknown } = layerViolations();
  const direct = directImportProblems();
  for (const folder of unknown) console.error(`lib/${folder}/ is in no layer: add it to LAYERS in scripts/check-imports.mjs`);
  for (const problem of [...violations, ...direct]) console.error(problem);
  if (process.argv.includes('--count')) console.log(`${violations.length} imports run back up inside lib/`);
  if (violations.length > 0 || unknown.length > 0 || direct.length > 0) process.exit(1);
}
