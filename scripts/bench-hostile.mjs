// What a hostile upload costs the site: the production build (next start, demo provider) is asked for
// /news every 50 ms, whatever its answers (a closed loop of connections would hide a stalled server: its
// few waiting requests are a small share), for BENCH_HOSTILE_SECONDS (default 10), while one hostile file
// is posted to /api/career a second in; BENCH_HOSTILE_CONNECTIONS (default 0) adds autocannon's load. Printed per file: the post's answer and time, those
// views' p50/p99/max, the load's requests/s, the server's CPU seconds and its peak resident memory,
// beside a window with no post. Then the front door: each shape of request that once cost the server
// (an 8 MB nested action call, a 150,000-field multipart, chunked, a byte a second, TRACE, Word files of
// 60,000 relationships from 30 clients beside real CVs, ranges and HEADs of a 50 MB file) sent in a loop
// while /news is timed, and the provider calls 100 unknown file and album addresses cost.
// BENCH_SITE_DIR serves another checkout's build (an earlier commit, built there first) for a
// before-and-after in one run; BENCH_HOSTILE_PART=front-door runs only the front door.
//   node scripts/bench-hostile.mjs
//   BENCH_SITE_DIR=/tmp/before BENCH_SKIP_BUILD=1 node scripts/bench-hostile.mjs
import fs from 'node:fs';
import autocannon from 'autocannon';
import { startProductionSite, root } from './bench-server.mjs';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { pdfOfSize } from '../demo-provider/files.mjs';
import { animatedGif, manyObjectsPdf, manyRelationships, objectStreamBomb, WORD_PARTS, zipBomb } from '../test/hostileFiles.ts';

const SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_HOSTILE_CONNECTIONS) || 0;
const MB = 1024 * 1024;
const dir = process.env.BENCH_SITE_DIR || root;

const REVALIDATE_SECRET = 'kvns-bench-hostile-webhook-5e1d';
const PROVIDER = 'http://127.0.0.1:4215';
const { site, server, stop } = await startProductionSite({ sitePort: 3205, providerPort: 4215, dir, env: { FORM_RATE_LIMIT_MAX: '100000', FORM_OUTBOX_DIR: `/tmp/kvns-bench-hostile-${process.pid}`, REVALIDATE_SECRET } });

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
// BENCH_HOSTILE_PART=front-door measures only the front door's shapes below.
if (process.env.BENCH_HOSTILE_PART !== 'front-door') {
  row('none (baseline)', '-', await window(null));
  for (const [label, make] of files) {
    const file = await make();
    row(label, `${(file[1].length / 1024).toFixed(0)} kB`, await window(file));
  }
}

// The front door: shapes of request that cost the server, each sent in a loop by one client (several for
// the Word files, from several loopback addresses) while /news is asked every 50 ms.
const FILM = '/files/news/bench-film-50mb.mp4';
await fetch(`${PROVIDER}/__demo/publish`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ list: 'news', record: { _id: 'n-bench', title: 'Bench film', showDate: new Date().toISOString(), attachments: [FILM.replace('/files/', '')] } }) });
await fetch(`${site}/api/revalidate`, { method: 'POST', headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, 'content-type': 'application/json' }, body: JSON.stringify({ content: ['news'] }) });
for (let tries = 0; tries < 60 && (await fetch(`${site}${FILM}`, { method: 'HEAD' })).status !== 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 1000));

/** One raw request (fetch sends no TRACE, and no body a byte a second); resolves with its status, never rejects. */
function raw(method, path, { headers = {}, body, localAddress, drip } = {}) {
  return new Promise((resolve) => {
    const request = http.request(`${site}${path}`, { method, headers, localAddress, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
    request.setTimeout(600_000);
    if (drip) {
      // One byte a second, until the server answers or the window ends.
      const timer = setInterval(() => request.write('x'), 1000);
      request.on('close', () => clearInterval(timer));
      setTimeout(() => request.destroy(), SECONDS * 1000);
    } else request.end(body);
  });
}

/** Sends `attack` in a loop from a second in until the window ends; answers the statuses seen. */
function loop(attack, clients = 1) {
  const statuses = new Map();
  let until = 0;
  const run = async (client) => {
    while (Date.now() < until) {
      const status = await attack(client);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  return {
    start: () => {
      until = Date.now() + (SECONDS - 1) * 1000;
      return Promise.all(Array.from({ length: clients }, (_, client) => run(client)));
    },
    statuses,
  };
}

const origin = { origin: site };
const nested = Buffer.from('['.repeat(8 * 1024 * 1024));
const fields = Buffer.from(`${'--x\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n'.repeat(150_000)}--x--\r\n`);
const relationships = manyRelationships(60_000);
/** A career post of one file, as a browser's script sends it. */
const careerPost = (fileName, type, bytes, localAddress) => {
  const boundary = 'benchboundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha Rao\r\n--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nasha.rao@example.in\r\n--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n9876543210\r\n--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const body = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return raw('POST', '/api/career', { headers: { ...origin, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length }, body, localAddress });
};
const wordPost = (client) => careerPost('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', relationships, `127.0.0.${2 + (client % 5)}`);
// Real CVs: a 67 kB photo of noise (PNG cannot shrink it) and a 975 kB PDF.
const noise = randomBytes(150 * 150 * 3);
const realPng = await sharp(noise, { raw: { width: 150, height: 150, channels: 3 } }).png().toBuffer();
const realPdf = pdfOfSize(975 * 1024);
/** Real CVs sent one after another from their own address while the loop runs: each one's time and answer. */
async function realApplicants(untilMs) {
  const sent = [];
  for (let turn = 0; Date.now() < untilMs; turn += 1) {
    const [name, type, bytes] = turn % 2 ? ['cv.pdf', 'application/pdf', realPdf] : ['photo.png', 'image/png', realPng];
    const started = performance.now();
    const status = await careerPost(name, type, bytes, '127.0.0.20');
    sent.push({ name, status, ms: performance.now() - started });
  }
  return sent;
}
const shapes = [
  ['an 8 MB nested-JSON action call to /contact-us', () => loop(() => raw('POST', '/contact-us', { headers: { ...origin, 'next-action': '7f00aa', 'content-type': 'text/plain;charset=UTF-8', 'content-length': nested.length }, body: nested }))],
  ['a 9 MB multipart of 150,000 fields to /contact-us', () => loop(() => raw('POST', '/contact-us', { headers: { ...origin, 'content-type': 'multipart/form-data; boundary=x', 'content-length': fields.length }, body: fields }))],
  ['the same, chunked, to /career', () => loop(() => raw('POST', '/career', { headers: { ...origin, 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' }, body: fields }))],
  ['a body sent a byte a second to /career', () => loop(() => raw('POST', '/career', { headers: { ...origin, 'content-type': 'multipart/form-data; boundary=x', 'content-length': 5_000_000 }, drip: true }))],
  ['TRACE /news', () => loop(() => raw('TRACE', '/news'))],
  ['a Word file of 60,000 relationships, 30 clients from 5 addresses', () => loop(wordPost, 30), realApplicants],
  ['a one-byte Range and a HEAD of a 50 MB file', () => loop(async () => ((await raw('GET', FILM, { headers: { range: 'bytes=0-0' } })) + (await raw('HEAD', FILM))) / 2)],
];
console.log('\n| shape, in a loop | answers | /news every 50 ms: p50 / p99 / max ms | server CPU s | server memory MB, start -> peak |\n| --- | --- | --- | --- | --- |');
const applicantLines = [];
for (const [label, make, alongside] of shapes) {
  const attack = make();
  const before = processUse();
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, processUse().rss)), 100);
  const views = [];
  const viewer = setInterval(() => {
    const started = performance.now();
    views.push(fetch(`${site}/news`).then((response) => response.arrayBuffer()).then(() => performance.now() - started, () => 60_000));
  }, 50);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [, applicants] = await Promise.all([attack.start(), alongside?.(Date.now() + (SECONDS - 1) * 1000)]);
  if (applicants) {
    const times = applicants.map(({ ms }) => ms).sort((a, b) => a - b);
    const refused = applicants.filter(({ status }) => status !== 200).length;
    applicantLines.push(`real CVs (${realPng.length} B PNG, ${realPdf.length} B PDF) during "${label}": ${applicants.length} sent, ${refused} not accepted, p50 ${times[Math.floor(times.length / 2)].toFixed(0)} ms, p95 ${times[Math.min(times.length - 1, Math.floor(times.length * 0.95))].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`);
  }
  clearInterval(viewer);
  clearInterval(sampler);
  const times = (await Promise.all(views)).sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  const answers = [...attack.statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(`| ${label} | ${answers} | ${at(0.5).toFixed(0)} / ${at(0.99).toFixed(0)} / ${times.at(-1).toFixed(0)} | ${(processUse().cpuSeconds - before.cpuSeconds).toFixed(1)} | ${(before.rss / MB).toFixed(0)} -> ${(peak / MB).toFixed(0)} |`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

for (const line of applicantLines) console.log(`\n${line}`);

// Resident memory while 15 one-byte ranges and HEADs of the 50 MB file arrive at once.
await new Promise((resolve) => setTimeout(resolve, 3000));
{
  const start = processUse().rss;
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, processUse().rss)), 20);
  const answers = await Promise.all(Array.from({ length: 15 }, (_, index) => (index % 2 ? raw('HEAD', FILM) : raw('GET', FILM, { headers: { range: 'bytes=0-0' } }))));
  await new Promise((resolve) => setTimeout(resolve, 500));
  clearInterval(sampler);
  console.log(`\n15 ranges and HEADs of a 50 MB file at once (${answers.join(' ')}): resident memory ${(start / MB).toFixed(0)} -> ${(peak / MB).toFixed(0)} MB (+${((peak - start) / MB).toFixed(0)})`);
}

// Provider calls for 100 unknown file addresses and 100 unknown album ids, one after another.
await fetch(`${PROVIDER}/__demo/requests`, { method: 'DELETE' });
for (let made = 0; made < 100; made += 1) {
  await (await fetch(`${site}/files/circulars/bench-made-up-${made}.pdf`)).arrayBuffer();
  await (await fetch(`${site}/subgallery/bench-made-up-${made}`, { redirect: 'manual' })).arrayBuffer();
}
const calls = ((await (await fetch(`${PROVIDER}/__demo/requests`)).json()).requests ?? []).length;
console.log(`\nprovider calls for 100 unknown /files/ and 100 unknown album addresses: ${calls}`);
stop();
process.exit(0);
