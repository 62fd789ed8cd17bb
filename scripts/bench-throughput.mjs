// Throughput benchmark: req/s of /news (on a server answering only it, and on one that also answers the
// searches), of a repeated search and of a new search for every request, beside two floors, alternating targets in rounds so the shared machine's drift falls on all alike; medians.
// The floor is scripts/floor-app: one static page of the same HTML size on the same Next, served by
// `next start` (Next's own server, no proxy). Each is measured twice in the same rounds: through nginx with
// the site's configuration (as `npm run serve` serves it) and through `next start` alone (the same Next
// process, asked on its internal port), so nginx's share and the site's share are read apart.
//   npm run bench:throughput
//   BENCH_BEFORE_DIR=/path/to/earlier/checkout (built) adds that build's rows, in the same run.
//   BENCH_ROUNDS=5 BENCH_SECONDS=6 BENCH_WARMUP_SECONDS=20 (an unmeasured pass of each target first) BENCH_CONNECTIONS=20 BENCH_SKIP_BUILD=1 BENCH_ONLY=/news
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { NEXT_BIN, root, startProductionSite, waitFor } from './bench-server.mjs';
import { internalPortOf, writeNginxConfig } from './serve.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 5;
const SECONDS = Number(process.env.BENCH_SECONDS) || 6;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS) || 20;
const FLOOR_DIR = path.join(root, 'scripts', 'floor-app');
const FLOOR_PORT = 3241;
const FLOOR_NGINX_PORT = 3240;
const WORDS = ['fees', 'bus', 'timings', 'admission', 'uniform', 'library', 'sports', 'holiday', 'exam', 'canteen', 'music', 'science'];
/** A browser's page load. */
const HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function distinctQuery() {
  let count = 0;
  return () => {
    count += 1;
    return `/search?q=${encodeURIComponent(`${WORDS[count % WORDS.length]} ${WORDS[(count * 7) % WORDS.length]} ${count}`)}`;
  };
}

function measure(url, nextPath, duration = SECONDS) {
  const options = { url, connections: CONNECTIONS, duration, headers: HEADERS };
  if (nextPath) options.requests = [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }];
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Each build twice: one server answers only /news, as the floor's answers only its page; the other answers
// the searches and /news between them, as a site's server does. Both rows are shown.
const beforeDir = process.env.BENCH_BEFORE_DIR ? path.resolve(process.env.BENCH_BEFORE_DIR) : null;
const servers = [
  ['after', await startProductionSite({ sitePort: 3242, providerPort: 4242 }), await startProductionSite({ sitePort: 3244, providerPort: 4244, build: false })],
  ...(beforeDir ? [['before', await startProductionSite({ sitePort: 3243, providerPort: 4243, dir: beforeDir }), await startProductionSite({ sitePort: 3245, providerPort: 4245, dir: beforeDir })]] : []),
];
const after = servers[0][1];

// The floor: /news's markup, less its scripts, as one static page as large as /news. Next sends the markup
// twice (the HTML and, escaped, the payload the page hydrates from): about 2.45 bytes sent per byte of body.
const newsHtml = await (await fetch(`${after.site}/news`)).text();
const markup = /<body[^>]*>([\s\S]*)<\/body>/.exec(newsHtml)?.[1]?.replace(/<script[\s\S]*?<\/script>/g, '') ?? '';
const bodyLength = Math.round((newsHtml.length - 3000) / 2.45);
fs.writeFileSync(path.join(FLOOR_DIR, 'body.html'), markup.repeat(Math.ceil(bodyLength / markup.length)).slice(0, bodyLength).replace(/<[^>]*$/, ''));

/** Builds and starts one floor app; answers its origin. */
async function startFloor(dir, port) {
  const built = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' });
  if (built.status !== 0) throw new Error(`the floor app in ${dir} did not build`);
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, stdio: 'ignore' });
  process.on('exit', () => server.kill());
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(origin);
  return origin;
}
const floor = await startFloor(FLOOR_DIR, FLOOR_PORT);

// The floor through nginx with the site's own configuration and rules, as `npm run serve` would put it.
const floorNginxDir = path.join(root, '.next', `nginx-run-${FLOOR_NGINX_PORT}`);
const floorNginxConfig = writeNginxConfig({ runDir: floorNginxDir, listen: `127.0.0.1:${FLOOR_NGINX_PORT}`, next: `127.0.0.1:${FLOOR_PORT}`, appRules: path.join(root, '.next', 'nginx') });
const floorNginx = spawn('nginx', ['-p', floorNginxDir, '-c', floorNginxConfig, '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'ignore' });
process.on('exit', () => floorNginx.kill('SIGQUIT'));
const floorThroughNginx = `http://127.0.0.1:${FLOOR_NGINX_PORT}`;
await waitFor(floorThroughNginx);

/** `next start`'s own port behind a site's nginx (scripts/serve.mjs). */
const nextAlone = (site) => `http://127.0.0.1:${internalPortOf(Number(new URL(site).port))}`;

const targets = [
  { label: 'floor: static page, through nginx', site: floorThroughNginx, path: '/' },
  { label: 'floor: static page, next start alone', site: floor, path: '/' },
  ...servers.flatMap(([build, pageServer, searchServer]) => [
    { label: `${build}: /news, through nginx`, site: pageServer.site, path: '/news' },
    { label: `${build}: /news, next start alone`, site: nextAlone(pageServer.site), path: '/news' },
    // The searches from one client: nginx bounds them per address (30 a second, deploy/nginx/), so what the
    // site can answer is measured behind it, on next start's own port.
    { label: `${build}: /news between searches, next start alone`, site: nextAlone(searchServer.site), path: '/news' },
    { label: `${build}: repeated search, next start alone`, site: nextAlone(searchServer.site), path: '/search?q=school+fees' },
    { label: `${build}: new search each request, next start alone`, site: nextAlone(searchServer.site), path: '/search?q=fees', next: distinctQuery() },
  ]),
];
// BENCH_ONLY: a pattern of the labels to measure beside the two floors (`/news`, `search`).
if (process.env.BENCH_ONLY) {
  const only = new RegExp(process.env.BENCH_ONLY);
  targets.splice(2, targets.length, ...targets.slice(2).filter((target) => only.test(target.label)));
}
const sizes = {};
for (const target of targets) {
  const response = await fetch(`${target.site}${target.path}`, { headers: HEADERS });
  sizes[target.label] = (await response.text()).length;
}

// One unmeasured pass first: V8 compiles a server's code as it runs it. Under this load the site's /news
// rose from about 900 to 1,200 req/s over its first 25 s and then held; without the pass the rounds measure a
// server still warming (the site's code is larger than the floor's, so it warms longer).
for (const target of targets) await measure(`${target.site}${target.path}`, target.next, WARMUP_SECONDS);

const rates = Object.fromEntries(targets.map((target) => [target.label, []]));
const errors = Object.fromEntries(targets.map((target) => [target.label, 0]));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const target of targets) {
    const result = await measure(`${target.site}${target.path}`, target.next);
    rates[target.label].push(result.requests.average);
    errors[target.label] += result.errors + result.timeouts + result.non2xx;
  }
}
// Every round's rate, so drift across rounds is seen beside the medians.
console.log(Object.fromEntries(Object.entries(rates).map(([label, values]) => [label, values.map(Math.round).join(' ')])));
// Shares are taken round by round (a target against the floor measured seconds before it), then their
// median: the machine's drift between rounds falls on both sides of each share.
const shareOf = (label, floorLabel) => median(rates[label].map((rate, round) => rate / rates[floorLabel][round]));
const percent = (share) => `${Math.round(share * 100)}%`;
console.table(
  targets.map((target) => ({
    target: target.label,
    'req/s (median)': Math.round(median(rates[target.label])),
    // Each against the floor served the same way: through nginx, or by next start alone.
    'of its floor (median of rounds)': percent(shareOf(target.label, targets[target.label.endsWith('next start alone') ? 1 : 0].label)),
    'html bytes': sizes[target.label],
    errors: errors[target.label],
  })),
);
servers.forEach(([, ...both]) => both.forEach((server) => server.stop()));
// The floors' servers are stopped as the process exits.
process.exit(0);
