// The unit tests on the suite's full school (every detail supplied, every page filled: scripts/full-school.ts),
// as `npm run test:unit` runs them on content/ as it is: a rule that holds only while the school is empty
// fails here. The overlay and the suite's photos are laid out for the run and gone after it.
//   node scripts/unit-full-school.mjs [jest arguments]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E } from '../e2e/settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Relative to the checkout, as the build reads it: a test's own copy of content/ elsewhere has no overlay.
const overlay = '.data/unit-full-school';
const laidOut = [overlay, ...E2E.fixtures.map(({ to }) => to)].map((each) => path.join(root, each));
const clear = () => laidOut.forEach((each) => fs.rmSync(each, { recursive: true, force: true }));

clear();
let status = 1;
try {
  for (const { from, to } of E2E.fixtures) fs.cpSync(path.join(root, from), path.join(root, to), { recursive: true });
  const made = spawnSync(process.execPath, ['scripts/full-school.ts', overlay], { cwd: root, stdio: 'inherit' });
  status = made.status ?? 1;
  if (status === 0) status = spawnSync(path.join(root, 'node_modules', '.bin', 'jest'), process.argv.slice(2), { cwd: root, stdio: 'inherit', env: { ...process.env, CONTENT_OVERLAY_DIR: overlay } }).status ?? 1;
} finally {
  clear();
}
process.exit(status);
