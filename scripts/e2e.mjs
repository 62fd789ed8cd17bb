// The e2e run: a production build against the demo provider with the e2e settings, then Playwright
// (which starts its own demo provider and `next start`, with the same settings).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E } from '../e2e/settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, ...E2E.env };

function step(label, command, args) {
  const started = Date.now();
  console.log(`\n[e2e] ${label}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  console.log(`[e2e] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
}

/**
 * The suite's photos and documents (e2e/public/images, e2e/public/docs), served for its run only under
 * /images/e2e/ and /docs/e2e/ (git ignores both): Next serves files from public/ alone, and a production
 * build of the site must never hold them.
 */
const FIXTURES = ['images', 'docs'].map((kind) => ({ from: path.join(root, 'e2e', 'public', kind), to: path.join(root, 'public', kind, 'e2e') }));

/** What the suite's servers keep (the outboxes, the data its tests put in the cache) and its fixtures; gone before and after. */
const forget = () => {
  for (const kept of [E2E.env.FORM_OUTBOX_DIR, E2E.sitesDir, path.join(E2E.env.NEXT_DIST_DIR, 'cache')]) fs.rmSync(path.join(root, kept), { recursive: true, force: true });
  for (const { to } of FIXTURES) fs.rmSync(to, { recursive: true, force: true });
};

forget();
for (const { from, to } of FIXTURES) fs.cpSync(from, to, { recursive: true });
const built = process.env.E2E_SKIP_BUILD ? 0 : step('production build', process.execPath, ['scripts/with-demo-provider.mjs', 'next build']);
const status = built || step('playwright', path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)]);
forget();
process.exit(status);
