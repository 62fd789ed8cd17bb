// What the form outbox costs a visitor, and what it takes in during an outage. Two production servers on
// one build and one demo provider: one with the embedded outbox (SQLite, a full sync per post), one
// without (as on Vercel without Redis: each post sent once, at once). autocannon posts valid enquiries to
// /api/enquiry, alternating between the two, BENCH_FORMS_ROUNDS times; medians are printed.
//   1. provider up, one visitor at a time: a post's p50 and p99 with and without the outbox;
//   2. provider down, BENCH_FORMS_CONNECTIONS at once: posts/s accepted (answered 200, saved to deliver
//      later) with the outbox; without it every post is refused (502).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { NEXT_BIN, SITE_SERVER, root, waitFor } from './bench-server.mjs';

const ROUNDS = Number(process.env.BENCH_FORMS_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_FORMS_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_FORMS_CONNECTIONS || 8);
const PROVIDER_PORT = 4220;
const provider = `http://127.0.0.1:${PROVIDER_PORT}`;
const SITES = { outbox: 'http://127.0.0.1:3220', direct: 'http://127.0.0.1:3221' };
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-bench-outbox-'));

const baseEnv = {
  ...process.env,
  PROVIDER_API_URL: provider,
  NEXT_TELEMETRY_DISABLED: '1',
  // Every post comes from this machine: the limit would refuse all but a few.
  FORM_RATE_LIMIT_MAX: '1000000000',
  FORM_OUTBOX_MAX_PENDING: '10000000',
};
// The posts saved during an outage round wait an hour for their retry, so no backlog is delivered
// while the next round is measured.

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync(process.execPath, ['scripts/with-demo-provider.mjs', 'next build'], { cwd: root, env: baseEnv, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [
  spawn(process.execPath, ['demo-provider/server.mjs'], { cwd: root, env: { ...baseEnv, PORT: String(PROVIDER_PORT) }, stdio: 'ignore' }),
  spawn(process.execPath, [SITE_SERVER, '-p', '3220', '-H', '127.0.0.1'], { cwd: root, env: { ...baseEnv, SITE_URL: SITES.outbox, FORM_OUTBOX_DIR: outboxDir, FORM_OUTBOX_RETRY_BASE_MS: '3600000' }, stdio: 'ignore' }),
  // As on Vercel: `next start` alone, the platform in front.
  spawn(process.execPath, [NEXT_BIN, 'start', '-p', '3221', '-H', '127.0.0.1'], { cwd: root, env: { ...baseEnv, SITE_URL: SITES.direct, VERCEL: '1' }, stdio: 'ignore' }),
];
const stop = () => {
  children.forEach((child) => child.kill());
  fs.rmSync(outboxDir, { recursive: true, force: true });
};
process.on('exit', stop);
await Promise.all([waitFor(`${provider}/__demo/health`), waitFor(`${SITES.outbox}/api/health`), waitFor(`${SITES.direct}/api/health`)]);

/** The tests' valid enquiry. */
const ENQUIRY = JSON.parse(fs.readFileSync(path.join(root, 'test', 'valid-enquiry.json'), 'utf8'));

const setFault = (mode) => fetch(`${provider}/__demo/fault`, { method: 'POST', body: JSON.stringify({ mode, match: '/api/form/' }) });

/** One autocannon run of posts; latency in ms, rates per second. */
async function load(site, connections) {
  const result = await autocannon({
    url: `${site}/api/enquiry`,
    method: 'POST',
    headers: { origin: site, 'content-type': 'application/json' },
    body: JSON.stringify(ENQUIRY),
    connections,
    duration: SECONDS,
  });
  const seconds = result.duration;
  return { p50: result.latency.p50, p99: result.latency.p99, perSecond: result['2xx'] / seconds, refusedPerSecond: result.non2xx / seconds, errors: result.errors };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = { up: { outbox: [], direct: [] }, down: { outbox: [], direct: [] } };

// A warm-up post each, so neither first compile nor the outbox's first open is measured.
for (const site of Object.values(SITES)) await load(site, 1);
for (let round = 0; round < ROUNDS; round += 1) {
  await setFault('ok');
  for (const mode of ['outbox', 'direct']) runs.up[mode].push(await load(SITES[mode], 1));
  await setFault('down');
  for (const mode of ['outbox', 'direct']) runs.down[mode].push(await load(SITES[mode], CONNECTIONS));
}
await setFault('ok');

const summary = (list, key) => median(list.map((run) => run[key]));
console.log(`\nForm posts to /api/enquiry, ${SECONDS} s a run, medians of ${ROUNDS} rounds\n`);
console.log('| provider | connections | server | p50 (ms) | p99 (ms) | accepted posts/s | refused posts/s |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const state of ['up', 'down']) {
  for (const mode of ['outbox', 'direct']) {
    const list = runs[state][mode];
    const connections = state === 'up' ? 1 : CONNECTIONS;
    console.log(`| ${state} | ${connections} | ${mode === 'outbox' ? 'with the outbox' : 'without (sent at once)'} | ${summary(list, 'p50')} | ${summary(list, 'p99')} | ${summary(list, 'perSecond').toFixed(0)} | ${summary(list, 'refusedPerSecond').toFixed(0)} |`);
  }
}
const ratio = (key) => (summary(runs.up.outbox, key) / summary(runs.up.direct, key)).toFixed(2);
console.log(`\nProvider up, with the outbox against without: p50 x${ratio('p50')}, p99 x${ratio('p99')}.`);
const pending = await (await fetch(`${SITES.outbox}/api/health?deep=1`)).json();
console.log(`Saved during the outage and still pending at the end: ${pending.outbox.pending}.`);
stop();
process.exit(0);
