// The e2e run: a production build against the demo provider with the e2e settings, then Playwright
// (which starts its own demo provider and `next start`, with the same settings).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E, schoolEnv } from '../e2e/settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each school's settings, for its steps and for what Playwright starts and reads (e2e/settings.mjs). */
const envs = { fresh: { ...process.env, ...schoolEnv(false) }, full: { ...process.env, ...schoolEnv(true) } };

function step(label, command, args, school) {
  const started = Date.now();
  console.log(`\n[e2e] ${label}`);
  const result = spawnSync(command, args, { cwd: root, env: envs[school], stdio: 'inherit' });
  console.log(`[e2e] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
}

/** The suite's photos and documents, copied under public/ for the run (e2e/settings.mjs). */
const FIXTURES = E2E.fixtures.map(({ from, to }) => ({ from: path.join(root, from), to: path.join(root, to) }));

/** What the suite's servers keep (the outboxes, the data its tests put in the cache) and its fixtures; gone before and after. */
const forget = (school) => {
  for (const kept of [E2E.env.FORM_OUTBOX_DIR, E2E.sitesDir, path.join(envs[school].NEXT_DIST_DIR, 'cache')]) fs.rmSync(path.join(root, kept), { recursive: true, force: true });
  for (const { to } of FIXTURES) fs.rmSync(to, { recursive: true, force: true });
};

/**
 * One school's run: its build, then Playwright on `specs` (all of them when none are given). The full
 * school's content is written first, from content/ as it is now (scripts/full-school.ts).
 */
function run(school, specs) {
  forget(school);
  for (const { from, to } of FIXTURES) fs.cpSync(from, to, { recursive: true });
  const made = school === 'full' ? step('the full school', process.execPath, ['scripts/full-school.ts', E2E.fullSchoolDir], school) : 0;
  const built = made || (process.env.E2E_SKIP_BUILD ? 0 : step(`production build (${school} school)`, process.execPath, ['scripts/with-demo-provider.mjs', 'next build'], school));
  const status = built || step(`playwright (${school} school)`, path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...specs], school);
  forget(school);
  return status;
}

// Named specs run on the school E2E_SCHOOL names (the fresh one unless it is `full`); with none, every spec
// runs on the fresh deployment and then the full school's on it.
const named = process.argv.slice(2);
const status = named.length > 0 ? run(process.env.E2E_SCHOOL === 'full' ? 'full' : 'fresh', named) : run('fresh', []) || run('full', E2E.fullSchoolSpecs);
process.exit(status);
