// What a checkout costs to install and build, and the scripts each public page sends, for checkouts side
// by side in one run (a before and an after): `npm ci` (the npm cache warm, as on a CI or a deploy),
// `next build` on the demo provider, then each route's scripts before interaction (gzip -9 bytes, as
// bench:lighthouse counts them). Each checkout's own scripts serve it; BENCH_BUILD_RUNS (default 1) repeats
// install and build, and the medians are printed.
//   node scripts/bench-build.mjs [dir ...]        (default: this checkout)
//   node scripts/bench-build.mjs /tmp/before /tmp/after
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './bench-server.mjs';

const dirs = process.argv.slice(2).map((dir) => path.resolve(dir));
const RUNS = Number(process.env.BENCH_BUILD_RUNS) || 1;
const ROUTES = ['/landing', '/news', '/photo-gallery', '/contact-us', '/career', '/generalinfo', '/Prospectus'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Seconds a command takes in `dir`; exits when it fails. */
function timed(dir, command, args, env = {}) {
  const started = performance.now();
  const run = spawnSync(command, args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (run.status !== 0) {
    console.error(`${dir}: ${command} ${args.join(' ')} failed`);
    process.exit(run.status ?? 1);
  }
  return (performance.now() - started) / 1000;
}

/** The routes' scripts, each checkout served by its own bench server module on its own ports. */
function scriptsOf(dir, index) {
  const code = `
    import { scriptsBeforeInteraction, startProductionSite } from ${JSON.stringify(path.join(dir, 'scripts', 'bench-server.mjs'))};
    const { site, stop } = await startProductionSite({ sitePort: ${3230 + index}, providerPort: ${4230 + index}, dir: ${JSON.stringify(dir)}, build: false });
    const sizes = {};
    for (const route of ${JSON.stringify(ROUTES)}) sizes[route] = await scriptsBeforeInteraction(site, route);
    stop();
    console.log(JSON.stringify(sizes));
    process.exit(0);`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (run.status !== 0) throw new Error(`${dir}: serving failed\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

const results = (dirs.length > 0 ? dirs : [root]).map((dir, index) => {
  const installs = [];
  const builds = [];
  for (let run = 0; run < RUNS; run += 1) {
    installs.push(timed(dir, 'npm', ['ci', '--no-audit', '--no-fund']));
    builds.push(timed(dir, process.execPath, ['scripts/with-demo-provider.mjs', 'next build']));
  }
  return { dir, install: median(installs), build: median(builds), scripts: scriptsOf(dir, index) };
});

console.log(`\n| checkout | npm ci s | next build s | ${ROUTES.map((route) => `${route} JS kB (files)`).join(' | ')} |`);
console.log(`| --- | --- | --- | ${ROUTES.map(() => '---').join(' | ')} |`);
for (const { dir, install, build, scripts } of results) {
  const cells = ROUTES.map((route) => (scripts[route] ? `${(scripts[route].gzipBytes / 1024).toFixed(1)} (${scripts[route].count})` : '-'));
  console.log(`| ${dir} | ${install.toFixed(0)} | ${build.toFixed(0)} | ${cells.join(' | ')} |`);
}
