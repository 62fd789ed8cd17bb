// The production site on the demo provider, for the benchmarks: build (unless BENCH_SKIP_BUILD=1),
// then the demo provider and the site (nginx before `next start`, as `npm run serve`) on their own ports,
// stopped when the process exits.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Next's command-line entry, run with this Node so that killing the child stops the server. */
export const NEXT_BIN = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
/** The site as a Node host serves it: nginx before `next start` (`npm run serve`). */
export const SITE_SERVER = path.join(root, 'scripts', 'serve.mjs');

/**
 * How a checkout serves its build: `front: 'nginx'` as `npm run serve` (or, in a checkout from before it,
 * its own front door, server.ts, in a checkout from before nginx), `front: 'next'` as `next start` alone.
 */
function serverCommand(dir, front) {
  const nextStart = [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start'];
  if (front === 'next') return nextStart;
  for (const entry of [path.join(dir, 'scripts', 'serve.mjs'), path.join(dir, 'server.ts')]) if (fs.existsSync(entry)) return [entry];
  return nextStart;
}

export async function waitFor(url) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
}

/**
 * Starts the site; returns its origin, its server's process and a stop function. `dir` serves another
 * checkout's build (an earlier commit, for a before-and-after in one run); `env` adds settings; `build:
 * false` serves the build an earlier call made; `front` is what stands before Next (serverCommand).
 */
export async function startProductionSite({ sitePort = 3200, providerPort = 4210, dir = root, env: extraEnv = {}, build = true, front = 'nginx' } = {}) {
  const site = `http://127.0.0.1:${sitePort}`;
  const env = { ...process.env, PROVIDER_API_URL: `http://127.0.0.1:${providerPort}`, SITE_URL: site, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv };
  if (build && !process.env.BENCH_SKIP_BUILD && dir === root) {
    const build = spawnSync(process.execPath, ['scripts/with-demo-provider.mjs', 'next build'], { cwd: root, env, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // A server left on the port from an earlier run would answer in the new one's place.
  for (const origin of [site, env.PROVIDER_API_URL]) {
    const answered = await fetch(origin).then(() => true, () => false);
    if (answered) throw new Error(`${origin} already answers: stop what serves it first`);
  }
  const children = [
    spawn(process.execPath, ['demo-provider/server.mjs'], { cwd: root, env: { ...env, PORT: String(providerPort) }, stdio: 'ignore' }),
    spawn(process.execPath, [...serverCommand(dir, front), '-p', String(sitePort), '-H', '127.0.0.1'], { cwd: dir, env, stdio: 'ignore' }),
  ];
  const stop = () => children.forEach((child) => child.kill());
  process.on('exit', stop);
  await waitFor(`${site}/landing`);
  return { site, server: children[1], stop };
}

/**
 * The process that answers for the site: under `npm run serve`, its `next start` (a child of the pair's
 * script, beside nginx), else the server itself. For CPU and memory figures.
 */
export function nextProcessOf(server) {
  const children = () => {
    const found = [];
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent === server.pid && fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('next')) found.push(Number(entry));
      } catch {}
    }
    return found;
  };
  return children()[0] ?? server.pid;
}

/**
 * The scripts a page's HTML names (`<script src>`, less the `nomodule` polyfills a current browser
 * skips): what a browser fetches and runs before the page answers a tap. Bytes are each body compressed
 * with gzip -9, so builds compare without a server's noise.
 */
export async function scriptsBeforeInteraction(site, route) {
  const html = await (await fetch(new URL(route, site))).text();
  const sources = [...new Set([...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => /\bnomodule\b/i.test(attributes) ? undefined : /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((source) => source !== undefined)
    .map((source) => source.replaceAll('&amp;', '&')))];
  let gzipBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, site))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { count: sources.length, gzipBytes };
}
