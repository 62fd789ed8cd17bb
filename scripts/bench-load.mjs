// Load benchmark: autocannon against the production build on the demo provider, seven routes (home,
// a listing, a static page, a sub gallery, the 404, a search and the search API), each beside a bare Node server sending the same
// saved HTML, in the same run. Prints requests/s, p50 and p99 latency, errors and non-2xx answers.
//   node scripts/bench-load.mjs            (30 s at 50 connections per route and server)
//   BENCH_LOAD_SECONDS=5 BENCH_SKIP_BUILD=1 node scripts/bench-load.mjs
//   BENCH_LOAD_PATHS=/news,/circulars node scripts/bench-load.mjs   (those pages only, no shared-cache part)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { SITE_SERVER, root, startProductionSite, waitFor } from './bench-server.mjs';

const DURATION = Number(process.env.BENCH_LOAD_SECONDS) || 30;
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS) || 50;
const RAW_PORT = 3290;
const DEFAULT_ROUTES = [
  { label: 'home', path: '/landing', status: 200 },
  { label: 'listing', path: '/news', status: 200 },
  { label: 'static page', path: '/generalinfo', status: 200 },
  { label: 'sub gallery', path: '/subgallery?id=g000001', status: 200 },
  { label: '404', path: '/no-such-page', status: 404 },
  { label: 'search page', path: '/search?q=nursery+fees', status: 200 },
  { label: 'search API', path: '/api/search?q=admision', status: 200 },
];
const ONLY_PATHS = process.env.BENCH_LOAD_PATHS?.split(',').filter(Boolean);
const ROUTES = ONLY_PATHS ? ONLY_PATHS.map((path) => ({ label: 'page', path, status: 200 })) : DEFAULT_ROUTES;

const { site, stop } = await startProductionSite({ sitePort: 3201, providerPort: 4211 });

// Save what the site sends for each route (after a warm-up visit), for the bare server to send.
const saved = {};
for (const route of ROUTES) {
  await fetch(`${site}${route.path}`);
  const response = await fetch(`${site}${route.path}`);
  saved[route.path] = { status: response.status, html: await response.text() };
}
const savedFile = path.join(os.tmpdir(), `kvns-bench-pages-${process.pid}.json`);
fs.writeFileSync(savedFile, JSON.stringify(saved));
const raw = spawn(process.execPath, ['scripts/raw-html-server.mjs', savedFile, String(RAW_PORT)], { cwd: root, stdio: 'ignore' });
process.on('exit', () => raw.kill());
// The bare server answers only the saved routes: wait on the first of them.
await waitFor(`http://127.0.0.1:${RAW_PORT}${ROUTES[0].path}`);

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const rows = [];
let failed = false;
for (const route of ROUTES) {
  const results = {};
  for (const [server, origin] of [['next', site], ['bare node', `http://127.0.0.1:${RAW_PORT}`]]) {
    const result = await load(`${origin}${route.path}`);
    const unexpected = route.status === 200 ? result.non2xx : result.requests.total - (result['4xx'] ?? 0);
    if (server === 'next' && (result.errors > 0 || result.timeouts > 0 || unexpected > 0)) failed = true;
    results[server] = result;
    rows.push({
      route: `${route.label} ${route.path}`,
      server,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts,
      'wrong status': unexpected,
      'kB/req': (result.throughput.total / Math.max(result.requests.total, 1) / 1024).toFixed(1),
      'HTML B': Buffer.byteLength(saved[route.path].html),
      'HTML gzip B': zlib.gzipSync(saved[route.path].html).length,
    });
  }
  rows[rows.length - 2]['vs bare'] = `${((results.next.requests.average / results['bare node'].requests.average) * 100).toFixed(0)}%`;
}

console.log(`\nLoad: ${DURATION} s at ${CONNECTIONS} connections per route and server, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`);
console.table(rows);
fs.rmSync(savedFile, { force: true });
raw.kill();

// The shared cache: a cached page on the local cache (the instance above), on one instance backed by
// Redis, and on two instances backed by one Redis, loaded at once, each directly.
const redisServer = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
if (ONLY_PATHS) {
  // Pages asked for by name: no shared-cache part.
} else if (redisServer) {
  const SHARED_ROUTE = '/news';
  const redisPort = 6391;
  const sharedPorts = [3203, 3204];
  const redisProcess = spawn(redisServer, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const sharedEnv = { ...process.env, PROVIDER_API_URL: 'http://127.0.0.1:4211', SITE_URL: site, NEXT_TELEMETRY_DISABLED: '1', REDIS_URL: `redis://127.0.0.1:${redisPort}`, FORM_OUTBOX_KEY: 'ab'.repeat(32) };
  const instances = sharedPorts.map((port) =>
    spawn(process.execPath, [SITE_SERVER, '-p', String(port), '-H', '127.0.0.1'], { cwd: root, env: sharedEnv, stdio: 'ignore' }),
  );
  process.on('exit', () => [...instances, redisProcess].forEach((child) => child.kill()));
  const origins = sharedPorts.map((port) => `http://127.0.0.1:${port}`);
  for (const origin of origins) {
    await waitFor(`${origin}/api/health`);
    await fetch(`${origin}${SHARED_ROUTE}`);
  }
  const sharedRows = [];
  const row = (setup, results) => {
    const requests = results.reduce((sum, result) => sum + result.requests.average, 0);
    sharedRows.push({
      setup,
      'req/s': Math.round(requests),
      'p99 ms': Math.max(...results.map((result) => result.latency.p99)),
      errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
    });
    if (sharedRows.at(-1).errors > 0) failed = true;
  };
  row('one instance, its own cache', [await load(`${site}${SHARED_ROUTE}`)]);
  row('one instance on Redis', [await load(`${origins[0]}${SHARED_ROUTE}`)]);
  row('two instances on one Redis, both loaded', await Promise.all(origins.map((origin) => load(`${origin}${SHARED_ROUTE}`))));
  const [local, oneRedis] = sharedRows;
  oneRedis['vs own cache'] = `${Math.round((oneRedis['req/s'] / local['req/s']) * 100)}% req/s, p99 ×${(oneRedis['p99 ms'] / local['p99 ms']).toFixed(2)}`;
  console.log(`\nShared cache: ${SHARED_ROUTE}, ${DURATION} s at ${CONNECTIONS} connections per instance`);
  console.table(sharedRows);
} else {
  console.log('\nShared cache: skipped, redis-server is not installed (apt-get install -y redis-server).');
}
stop();
if (failed) {
  console.error('Errors, timeouts or unexpected statuses from the site: see the table.');
  process.exit(1);
}
process.exit(0);
