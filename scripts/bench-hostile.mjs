// What a hostile upload costs the site: the production build (nginx before next start, as `npm run serve`;
// demo provider) is asked for
// /news every 50 ms, whatever its answers (a closed loop of connections would hide a stalled server: its
// few waiting requests are a small share), for BENCH_HOSTILE_SECONDS (default 10), while one hostile file
// is posted to /api/career a second in; BENCH_HOSTILE_CONNECTIONS (default 0) adds autocannon's load. Printed per file: the post's answer and time, those
// views' p50/p99/max, the load's requests/s, the server's CPU seconds and its peak resident memory,
// beside a window with no post (the CPU and memory are next start's; nginx's are apart). Then the front door (nginx, then the proxy): each shape of request that once cost the server
// (an 8 MB nested action call, a 150,000-field multipart, chunked, a byte a second, TRACE, Word files of
// 60,000 relationships from 30 clients beside real CVs, ranges and HEADs of a 50 MB file) sent in a loop
// while /news is timed, and the provider calls 100 unknown file and album addresses cost.
// BENCH_SITE_DIR serves another checkout's build (an earlier commit, built there first) for a
// before-and-after in one run; BENCH_HOSTILE_PART=front-door runs only the front door.
//   node scripts/bench-hostile.mjs
//   BENCH_SITE_DIR=/tmp/before BENCH_SKIP_BUILD=1 node scripts/bench-hostile.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { nextProcessOf, startProductionSite, root } from './bench-server.mjs';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { pdfOfSize } from '../demo-provider/files.mjs';
import { animatedGif, manyObjectsPdf, manyRelationships, nestedWord, objectStreamBomb, WORD_PARTS, zipBomb } from '../test/hostileFiles.ts';

const SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_HOSTILE_CONNECTIONS) || 0;
const MB = 1024 * 1024;
const dir = process.env.BENCH_SITE_DIR || root;

const REVALIDATE_SECRET = 'kvns-bench-hostile-webhook-5e1d';
const PROVIDER = 'http://127.0.0.1:4215';
// The site's outbox in a folder of the run's own, removed when the run ends.
const OUTBOX_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-bench-hostile-'));
const { site, server, stop } = await startProductionSite({ sitePort: 3205, providerPort: 4215, dir, env: { FORM_RATE_LIMIT_MAX: '100000', FORM_OUTBOX_DIR: OUTBOX_DIR, REVALIDATE_SECRET } });
// After the server's own stop (registered first), so nothing writes there again.
process.on('exit', () => fs.rmSync(OUTBOX_DIR, { recursive: true, force: true }));

const nextPid = nextProcessOf(server);

/** CPU seconds (user + system, every thread) and resident memory of the process that runs Next. */
function processUse() {
  const fields = fs.readFileSync(`/proc/${nextPid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${nextPid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
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

// The visitor whose pages are timed: an address of its own, as a family's is not the attacker's (the door
// bounds each address).
const VISITOR_ADDRESS = '127.0.0.9';

/** /news asked every 50 ms for `ms` from a worker thread, whatever its answers: the times, in ms (60 s for a failure). */
function newsViewer(ms) {
  const code = `
    const http = require('node:http');
    const { parentPort, workerData } = require('node:worker_threads');
    const view = () => new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(workerData.url, { localAddress: workerData.localAddress, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : 60000));
        response.on('error', () => resolve(60000));
      });
      request.on('error', () => resolve(60000));
      request.setTimeout(60000, () => request.destroy());
    });
    const views = [];
    const timer = setInterval(() => views.push(view()), 50);
    setTimeout(async () => { clearInterval(timer); parentPort.postMessage(await Promise.all(views)); }, workerData.ms);`;
  const worker = new Worker(code, { eval: true, workerData: { url: `${site}/news`, ms, localAddress: VISITOR_ADDRESS } });
  return new Promise((resolve, reject) => {
    worker.once('message', (times) => {
      resolve(times);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Opens `count` connections that each run `hold` until the window ends, then hang up. */
function crowd(count, hold) {
  const statuses = new Map();
  return {
    start: () => {
      const until = Date.now() + (SECONDS - 1) * 1000;
      return Promise.all(
        Array.from({ length: count }, async (_, index) => {
          while (Date.now() < until) {
            const status = await hold(index, until);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
    },
    statuses,
  };
}

/** One socket: writes `head` (and `body` as fast as it may), answers the status line's code, or 0; hangs up once answered or at `until`. */
function socketRequest(head, { body, until, pause = false, localAddress, keepOpenMs = 0 } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(new URL(site).port), host: '127.0.0.1', localAddress });
    let status = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(finish, Math.max(0, until - Date.now()));
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('data', (chunk) => {
      if (!status) status = Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? -1);
      // A client that reads nothing: the answer's first bytes arrived, the rest it leaves unread.
      if (pause) socket.pause();
      else if (!keepOpenMs) finish();
      else setTimeout(finish, keepOpenMs);
    });
    socket.write(head);
    if (body) socket.write(body, () => undefined);
  });
}

const upgradeHead = (path) => `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
const UPGRADE_PATHS = ['/news', '/_next/static/x.js', '/subgallery?id=zz'];
// 9.9 MB sent at once but for its last byte, as a client that withholds it to hold the server.
const almostAll = Buffer.alloc(Math.round(9.9 * MB) - 1, 0x78);
const pagePostHead = (path, extra = '') => `POST ${path} HTTP/1.1\r\nHost: x\r\nOrigin: ${site}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${almostAll.length + 1}\r\n${extra}\r\n`;
const nestedWordFile = nestedWord(200_000, 4);
const nestedWordPost = (client) => careerPost('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', nestedWordFile, `127.0.0.${2 + (client % 10)}`);

shapes.push(
  ['100 connections asking to upgrade (pages, build files, an album), hanging up after a second', () => crowd(100, (index, until) => socketRequest(upgradeHead(UPGRADE_PATHS[index % 3]), { until: Math.min(until, Date.now() + 1000), keepOpenMs: 1000 }))],
  ['TRACE with an Upgrade header', () => loop(() => socketRequest('TRACE /news HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n', { until: Date.now() + 5000 }))],
  ['250 connections each posting 9.9 MB to /contact-us, /news and /career, the last byte withheld', () => crowd(250, (index, until) => socketRequest(pagePostHead(['/contact-us', '/news', '/career'][index % 3]), { body: almostAll, until }))],
  ['a 200 MB post to /news, sent as fast as it goes', () => loop(() => socketRequest(`POST /news HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${200 * MB}\r\n\r\n`, { body: Buffer.alloc(16 * MB), until: Date.now() + 5000 }))],
  ['a valid 14 kB Word file of four parts of 200,000 nested paragraphs, from 10 addresses', () => loop(nestedWordPost, 10), realApplicants],
  ['600 connections opening the 50 MB film and reading nothing', () => crowd(600, (_index, until) => socketRequest(`GET ${FILM} HTTP/1.1\r\nHost: x\r\n\r\n`, { until, pause: true }))],
);

/** The site's connections whose client has hung up and which it has not closed. */
function closeWaitSockets() {
  const hexPort = `:${Number(new URL(site).port).toString(16).toUpperCase().padStart(4, '0')}`;
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => fs.readFileSync(file, 'utf8').split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1]?.endsWith(hexPort) && fields[3] === '08').length;
}

/** The longest nginx holds a refusal back: its queue's length over its rate (deploy/nginx/site.conf.template). */
const LONGEST_REFUSAL_HOLD_MS = (() => {
  const conf = fs.readFileSync(path.join(root, 'deploy', 'nginx', 'site.conf.template'), 'utf8');
  const rate = Number(/zone=kvns_refusals:\S+ rate=(\d+)r\/s/.exec(conf)?.[1]);
  const burst = Number(/limit_req zone=kvns_refusals burst=(\d+)/.exec(conf)?.[1]);
  return Math.ceil((burst / rate) * 1000) + 1000;
})();

const applicantLines = [];
// Two real CVs at once from two addresses first, so both file-check workers are up (as any two applicants
// at once make them) before a window measures memory; their footprint is printed apart.
{
  const idle = processUse().rss;
  await Promise.all([careerPost('cv.pdf', 'application/pdf', realPdf, '127.0.0.30'), careerPost('cv.pdf', 'application/pdf', realPdf, '127.0.0.31')]);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log(`(the two file-check workers, started by two real CVs at once: resident memory ${(idle / MB).toFixed(0)} -> ${(processUse().rss / MB).toFixed(0)} MB)\n`);
}
console.log('\n| shape, in a loop | answers | /news every 50 ms: p50 / p99 / max ms | server CPU s | server memory MB, start -> peak | after: CLOSE_WAIT sockets, /news ms |\n| --- | --- | --- | --- | --- | --- |');
// BENCH_HOSTILE_ONLY=regex measures only the shapes whose label matches.
const only = process.env.BENCH_HOSTILE_ONLY ? new RegExp(process.env.BENCH_HOSTILE_ONLY, 'i') : null;
for (const [label, make, alongside] of shapes.filter(([label]) => !only || only.test(label))) {
  const attack = make();
  const before = processUse();
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, processUse().rss)), 100);
  // The visitor in a thread of its own: the attack's own writing must not delay the visitor's clock.
  const viewer = newsViewer(SECONDS * 1000);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [, applicants] = await Promise.all([attack.start(), alongside?.(Date.now() + (SECONDS - 1) * 1000)]);
  if (applicants) {
    const times = applicants.map(({ ms }) => ms).sort((a, b) => a - b);
    const refused = applicants.filter(({ status }) => status !== 200).length;
    applicantLines.push(`real CVs (${realPng.length} B PNG, ${realPdf.length} B PDF) during "${label}": ${applicants.length} sent, ${refused} not accepted, p50 ${times[Math.floor(times.length / 2)].toFixed(0)} ms, p95 ${times[Math.min(times.length - 1, Math.floor(times.length * 0.95))].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`);
  }
  clearInterval(sampler);
  const times = (await viewer).sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  const answers = [...attack.statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const afterStarted = performance.now();
  const afterStatus = await raw('GET', '/news', { localAddress: VISITOR_ADDRESS });
  const afterMs = performance.now() - afterStarted;
  // A refusal nginx holds back (kvns_refusals) keeps its socket until its turn, though its client hung up:
  // counted again once the longest such hold has passed, when every one must be closed.
  const closeWait = closeWaitSockets();
  let waiting = String(closeWait);
  if (closeWait > 0) {
    await new Promise((resolve) => setTimeout(resolve, LONGEST_REFUSAL_HOLD_MS));
    waiting += ` (${closeWaitSockets()} after the longest hold, ${LONGEST_REFUSAL_HOLD_MS / 1000} s)`;
  }
  const after = `${waiting}, ${afterStatus === 200 ? afterMs.toFixed(0) : `answered ${afterStatus}`}`;
  console.log(`| ${label} | ${answers} | ${at(0.5).toFixed(0)} / ${at(0.99).toFixed(0)} / ${times.at(-1).toFixed(0)} | ${(processUse().cpuSeconds - before.cpuSeconds).toFixed(1)} | ${(before.rss / MB).toFixed(0)} -> ${(peak / MB).toFixed(0)} | ${after} |`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

for (const line of applicantLines) console.log(`\n${line}`);

// Refusals decided by headers: the time from the headers to the answer while the body follows at 1 MB/s.
async function answerAfterHeaders(label, head, bodyBytes) {
  const socket = net.connect(Number(new URL(site).port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const started = performance.now();
  const answered = new Promise((resolve) => {
    socket.once('data', (chunk) => resolve({ ms: performance.now() - started, status: chunk.toString('latin1').slice(9, 12) }));
    socket.once('close', () => resolve({ ms: performance.now() - started, status: 'closed' }));
  });
  socket.on('error', () => undefined);
  socket.write(head);
  let sent = 0;
  const pacer = setInterval(() => {
    if (sent >= bodyBytes || socket.destroyed) return clearInterval(pacer);
    socket.write(Buffer.alloc(Math.min(MB / 10, bodyBytes - sent), 0x78), () => undefined);
    sent += MB / 10;
  }, 100);
  const { ms, status } = await Promise.race([answered, new Promise((resolve) => setTimeout(() => resolve({ ms: Infinity, status: 'none in 30 s' }), 30_000))]);
  clearInterval(pacer);
  socket.destroy();
  console.log(`| ${label} | ${status} | ${ms.toFixed(1)} |`);
}
console.log('\n| refused from its headers, the body following at 1 MB/s | answer | ms from the headers |\n| --- | --- | --- |');
await answerAfterHeaders('a 9 MB enquiry page post from another site', `POST /contact-us HTTP/1.1\r\nHost: x\r\nOrigin: https://evil.example\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${9 * MB}\r\n\r\n`, 9 * MB);
await answerAfterHeaders('a 9 MB post to /news', `POST /news HTTP/1.1\r\nHost: x\r\nOrigin: ${site}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${9 * MB}\r\n\r\n`, 9 * MB);
await answerAfterHeaders('a 9 MB enquiry page post', pagePostHead('/contact-us').replace(String(almostAll.length + 1), String(9 * MB)), 9 * MB);
await answerAfterHeaders('a 9 MB career page post', pagePostHead('/career').replace(String(almostAll.length + 1), String(9 * MB)), 9 * MB);
await answerAfterHeaders('a 9 MB career post to /api/career', `POST /api/career HTTP/1.1\r\nHost: x\r\nOrigin: ${site}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${9 * MB}\r\n\r\n`, 9 * MB);

// A provider that goes silent mid-file, and one that sends half the file as if whole.
for (const mode of ['stall-file', 'short-file']) {
  await fetch(`${PROVIDER}/__demo/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode, match: 'bench-film' }) });
  const started = performance.now();
  const response = await fetch(`${site}${FILM}`);
  let bytes = 0;
  let ending = 'complete';
  try {
    for await (const chunk of response.body) bytes += chunk.byteLength;
  } catch {
    ending = 'ended as an error';
  }
  await fetch(`${PROVIDER}/__demo/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'ok' }) });
  console.log(`\nthe film from a provider in "${mode}": ${response.status}, ${(bytes / MB).toFixed(1)} MB, ${ending} after ${((performance.now() - started) / 1000).toFixed(1)} s (cache-control ${response.headers.get('cache-control')})`);
}

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
