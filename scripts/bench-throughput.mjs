// Throughput benchmark: req/s of /news, of a repeated search and of a new search for every request,
// beside two floors, alternating targets in rounds so the shared machine's drift falls on all alike; medians.
// The floor is scripts/floor-app: one static page of the same HTML size on the same Next, served by
// `next start` (Next's own server, no proxy). The second floor is the same app with a proxy that only says
// "next", on the pages the site's proxy covers: what Next's proxy costs a page before any rule. The site
// is served as `npm start` serves it (its front door).
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
const PROXIED_FLOOR_DIR = path.join(root, 'scripts', '.floor-with-proxy');
const PROXIED_FLOOR_PORT = 3240;
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

// The floor with a proxy: the floor's files, and a proxy on the pages the site's proxy covers on Vercel (the
// first source of proxy.ts's matcher), with no header condition: what every page paid before the front door.
const siteMatcher = /source:\s*('[^']+')/.exec(fs.readFileSync(path.join(root, 'proxy.ts'), 'utf8'))?.[1] ?? /matcher:\s*(\[[^\]]*\])/.exec(fs.readFileSync(path.join(root, 'proxy.ts'), 'utf8'))?.[1];
if (!siteMatcher) throw new Error("proxy.ts's matcher was not found");
fs.rmSync(PROXIED_FLOOR_DIR, { recursive: true, force: true });
fs.cpSync(FLOOR_DIR, PROXIED_FLOOR_DIR, { recursive: true, filter: (source) => !source.includes(`${path.sep}.next`) });
fs.writeFileSync(
  path.join(PROXIED_FLOOR_DIR, 'proxy.js'),
  `import { NextResponse } from 'next/server';\nexport function proxy() { return NextResponse.next(); }\nexport const config = { matcher: [${siteMatcher.replace(/^\[|\]$/g, '')}] };\n`,
);

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
const proxiedFloor = await startFloor(PROXIED_FLOOR_DIR, PROXIED_FLOOR_PORT);

const targets = [
  { label: 'floor: static page', site: floor, path: '/' },
  { label: 'floor with an empty proxy', site: proxiedFloor, path: '/' },
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
const proxiedFloorRate = median(rates[targets[1].label]);
console.table(
  targets.map((target) => {
    const rate = median(rates[target.label]);
    return { target: target.label, 'req/s (median)': Math.round(rate), 'of floor': `${Math.round((rate / floorRate) * 100)}%`, 'of floor with proxy': `${Math.round((rate / proxiedFloorRate) * 100)}%`, 'html bytes': sizes[target.label], errors: errors[target.label] };
  }),
);
after.stop();
before?.stop();
