// Throughput benchmark: req/s of /news, of a repeated search and of a new search for every request,
// beside the floor (scripts/floor-app: one static page of the same HTML size on the same Next, served by
// `next start`), alternating targets in rounds so the shared machine's drift falls on all alike; medians.
//   npm run bench:throughput
//   BENCH_BEFORE_DIR=/path/to/earlier/checkout (built) adds that build's rows, in the same run.
//   BENCH_ROUNDS=3 BENCH_SECONDS=6 BENCH_CONNECTIONS=20 BENCH_SKIP_BUILD=1
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { NEXT_BIN, root, startProductionSite, waitFor } from './bench-server.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
const SECONDS = Number(process.env.BENCH_SECONDS) || 6;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
const FLOOR_DIR = path.join(root, 'scripts', 'floor-app');
const FLOOR_PORT = 3241;
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

function measure(url, nextPath) {
  const options = { url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS };
  if (nextPath) options.requests = [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }];
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const after = await startProductionSite({ sitePort: 3242, providerPort: 4242 });
const before = process.env.BENCH_BEFORE_DIR ? await startProductionSite({ sitePort: 3243, providerPort: 4243, dir: path.resolve(process.env.BENCH_BEFORE_DIR) }) : null;

// The floor: /news's markup, less its scripts, as one static page as large as /news. Next sends the markup
// twice (the HTML and, escaped, the payload the page hydrates from): about 2.45 bytes sent per byte of body.
const newsHtml = await (await fetch(`${after.site}/news`)).text();
const markup = /<body[^>]*>([\s\S]*)<\/body>/.exec(newsHtml)?.[1]?.replace(/<script[\s\S]*?<\/script>/g, '') ?? '';
const bodyLength = Math.round((newsHtml.length - 3000) / 2.45);
fs.writeFileSync(path.join(FLOOR_DIR, 'body.html'), markup.repeat(Math.ceil(bodyLength / markup.length)).slice(0, bodyLength).replace(/<[^>]*$/, ''));
const built = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: FLOOR_DIR, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' });
if (built.status !== 0) throw new Error('the floor app did not build');
const floorServer = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(FLOOR_PORT), '-H', '127.0.0.1'], { cwd: FLOOR_DIR, stdio: 'ignore' });
process.on('exit', () => floorServer.kill());
const floor = `http://127.0.0.1:${FLOOR_PORT}`;
await waitFor(floor);

const targets = [
  { label: 'floor: static page', site: floor, path: '/' },
  ...[['after', after], ['before', before]].filter(([, server]) => server).flatMap(([build, server]) => [
    { label: `${build}: /news`, site: server.site, path: '/news' },
    { label: `${build}: repeated search`, site: server.site, path: '/search?q=school+fees' },
    { label: `${build}: new search each request`, site: server.site, path: '/search?q=fees', next: distinctQuery() },
  ]),
];
const sizes = {};
for (const target of targets) {
  const response = await fetch(`${target.site}${target.path}`, { headers: HEADERS });
  sizes[target.label] = (await response.text()).length;
}

const rates = Object.fromEntries(targets.map((target) => [target.label, []]));
const errors = Object.fromEntries(targets.map((target) => [target.label, 0]));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const target of targets) {
    const result = await measure(`${target.site}${target.path}`, target.next);
    rates[target.label].push(result.requests.average);
    errors[target.label] += result.errors + result.timeouts + result.non2xx;
  }
}
const floorRate = median(rates[targets[0].label]);
console.table(
  targets.map((target) => {
    const rate = median(rates[target.label]);
    return { target: target.label, 'req/s (median)': Math.round(rate), 'of floor': `${Math.round((rate / floorRate) * 100)}%`, 'html bytes': sizes[target.label], errors: errors[target.label] };
  }),
);
after.stop();
before?.stop();
floorServer.kill();
