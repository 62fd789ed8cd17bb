// What a hostile upload costs the site: the production build (next start, demo provider) is asked for
// /news every 50 ms, whatever its answers (a closed loop of connections would hide a stalled server: its
// few waiting requests are a small share), for BENCH_HOSTILE_SECONDS (default 10), while one hostile file
// is posted to /api/career a second in; BENCH_HOSTILE_CONNECTIONS (default 0) adds autocannon's load. Printed per file: the post's answer and time, those
// views' p50/p99/max, the load's requests/s, the server's CPU seconds and its peak resident memory,
// beside a window with no post. BENCH_SITE_DIR serves another checkout's build (an earlier commit, built
// there first) for a before-and-after in one run.
//   node scripts/bench-hostile.mjs
//   BENCH_SITE_DIR=/tmp/before BENCH_SKIP_BUILD=1 node scripts/bench-hostile.mjs
import fs from 'node:fs';
import autocannon from 'autocannon';
import { startProductionSite, root } from './bench-server.mjs';
import { animatedGif, manyObjectsPdf, objectStreamBomb, WORD_PARTS, zipBomb } from '../test/hostileFiles.mjs';

const SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_HOSTILE_CONNECTIONS) || 0;
const MB = 1024 * 1024;
const dir = process.env.BENCH_SITE_DIR || root;

const { site, server, stop } = await startProductionSite({ sitePort: 3205, providerPort: 4215, dir, env: { FORM_RATE_LIMIT_MAX: '1000', FORM_OUTBOX_DIR: `/tmp/kvns-bench-hostile-${process.pid}` } });

/** CPU seconds (user + system, every thread) and resident memory of the server process. */
function processUse() {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  return { cpuSeconds: ticks / 100, rss };
}

async function post(name, bytes, type) {
  const form = new FormData();
  form.set('name', 'Asha Rao');
  form.set('email', 'asha.rao@example.in');
  form.set('phone', '9876543210');
  form.set('attachments', new Blob([bytes], { type }), name);
  const started = performance.now();
  const response = await fetch(`${site}/api/career`, { method: 'POST', body: form, headers: { origin: site }, signal: AbortSignal.timeout(600_000) });
  await response.arrayBuffer();
  return { status: response.status, seconds: (performance.now() - started) / 1000 };
}

/** One window of load on /news, with the file posted a second in (none for the baseline). */
async function window(file) {
  const before = processUse();
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, processUse().rss)), 100);
  const load = CONNECTIONS
    ? new Promise((resolve, reject) =>
        autocannon({ url: `${site}/news`, connections: CONNECTIONS, duration: SECONDS, timeout: 60, headers: { accept: 'text/html' } }, (error, result) => (error ? reject(error) : resolve(result))),
      )
    : new Promise((resolve) => setTimeout(() => resolve({ requests: { average: 0 } }), SECONDS * 1000));
  const posted = file ? new Promise((resolve) => setTimeout(resolve, 1000)).then(() => post(...file)) : Promise.resolve(null);
  const views = [];
  const viewer = setInterval(() => {
    const started = performance.now();
    views.push(
      fetch(`${site}/news`, { headers: { accept: 'text/html' } })
        .then((response) => response.arrayBuffer())
        .then(() => performance.now() - started),
    );
  }, 50);
  setTimeout(() => clearInterval(viewer), SECONDS * 1000);
  const [result, answer] = await Promise.all([load, posted]);
  clearInterval(viewer);
  const times = (await Promise.all(views)).sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  result.views = { p50: at(0.5), p99: at(0.99), max: times[times.length - 1] };
  clearInterval(sampler);
  const after = processUse();
  return { result, answer, cpu: after.cpuSeconds - before.cpuSeconds, peakMb: peak / MB, startMb: before.rss / MB };
}

const files = [
  ['a Word file declaring 1 kB, inflating to 1,000 MB', () => ['cv.docx', zipBomb({ 'word/document.xml': WORD_PARTS['word/document.xml'] }, '[Content_Types].xml', 1000 * MB), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']],
  ['a PDF whose object stream inflates to 500 MB', () => ['cv.pdf', objectStreamBomb(500 * MB), 'application/pdf']],
  ['a PDF of 95,000 tiny objects', () => ['cv.pdf', manyObjectsPdf(95_000), 'application/pdf']],
  ['a GIF of 39 frames of 1000 x 1000', async () => ['photo.gif', await animatedGif(39, 1000), 'image/gif']],
];

for (let warm = 0; warm < 20; warm += 1) await fetch(`${site}/news`);
console.log(`${dir === root ? 'this checkout' : dir}: /news every 50 ms${CONNECTIONS ? ` and at ${CONNECTIONS} connections` : ''}, ${SECONDS} s per window\n`);
console.log('| file | size | answer | answered in | /news every 50 ms: p50 / p99 / max ms | load req/s | server CPU s | server memory MB, start -> peak |\n| --- | --- | --- | --- | --- | --- | --- | --- |');
const row = (label, size, measured) => {
  const { result, answer, cpu, peakMb, startMb } = measured;
  console.log(`| ${label} | ${size} | ${answer ? answer.status : '-'} | ${answer ? `${answer.seconds.toFixed(1)} s` : '-'} | ${result.views.p50.toFixed(0)} / ${result.views.p99.toFixed(0)} / ${result.views.max.toFixed(0)} | ${result.requests.average.toFixed(0)} | ${cpu.toFixed(1)} | ${startMb.toFixed(0)} -> ${peakMb.toFixed(0)} |`);
};
row('none (baseline)', '-', await window(null));
for (const [label, make] of files) {
  const file = await make();
  row(label, `${(file[1].length / 1024).toFixed(0)} kB`, await window(file));
}
stop();
process.exit(0);
