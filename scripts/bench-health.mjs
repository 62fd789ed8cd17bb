// What the deep health check costs with posts waiting: the production build on a Redis outbox (a Redis
// of its own, on a free port), the demo provider refusing form posts, BENCH_HEALTH_POSTS (20) career
// posts with a 4 MB PDF each left waiting; then ten callers ask /api/health?deep=1 (with the metrics
// token) for BENCH_HEALTH_SECONDS (10). Printed: deep checks answered, their p50/p99, /news p50/p99
// asked every 50 ms meanwhile, the server's CPU seconds and peak memory. BENCH_SITE_DIR serves another
// checkout's build, for a before-and-after.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { nextProcessOf, startProductionSite, root } from './bench-server.mjs';
import { pdfOfSize } from '../demo-provider/files.mjs';

const POSTS = Number(process.env.BENCH_HEALTH_POSTS) || 20;
const SECONDS = Number(process.env.BENCH_HEALTH_SECONDS) || 10;
const REDIS_PORT = 6391;
const TOKEN = 'bench-health-token';
const dir = process.env.BENCH_SITE_DIR || root;

const redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
process.on('exit', () => redis.kill());
await new Promise((resolve) => setTimeout(resolve, 500));
const { site, server, stop } = await startProductionSite({
  sitePort: 3206,
  providerPort: 4216,
  dir,
  env: { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, FORM_OUTBOX_KEY: 'a'.repeat(64), METRICS_TOKEN: TOKEN, FORM_RATE_LIMIT_MAX: '1000', FORM_OUTBOX_ANSWER_WITHIN_MS: '500' },
});
await fetch('http://127.0.0.1:4216/__demo/fault', { method: 'POST', body: JSON.stringify({ mode: 'down', match: '/api/form/' }) });

const cv = pdfOfSize(4 * 1024 * 1024);
for (let index = 0; index < POSTS; index += 1) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: 'Asha Rao', email: 'asha.rao@example.in', phone: '9876543210' })) form.set(name, value);
  form.set('attachments', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
  const answer = await fetch(`${site}/api/career`, { method: 'POST', body: form, headers: { origin: site } });
  if (answer.status !== 200) throw new Error(`post ${index} answered ${answer.status}`);
}

const nextPid = nextProcessOf(server);
const serverUse = () => {
  const fields = fs.readFileSync(`/proc/${nextPid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { cpu: (Number(fields[11]) + Number(fields[12])) / 100, rss: Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${nextPid}/status`, 'utf8'))?.[1] ?? 0) / 1024 };
};
const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;

const before = serverUse();
let peak = before.rss;
const sampler = setInterval(() => (peak = Math.max(peak, serverUse().rss)), 100);
const until = Date.now() + SECONDS * 1000;
const deep = [];
const callers = Array.from({ length: 10 }, async () => {
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${site}/api/health?deep=1`, { headers: { authorization: `Bearer ${TOKEN}` } }).catch(() => null);
    await response?.arrayBuffer();
    deep.push(performance.now() - started);
  }
});
const views = [];
const viewer = setInterval(() => {
  const started = performance.now();
  views.push(fetch(`${site}/news`).then((response) => response.arrayBuffer()).then(() => performance.now() - started));
}, 50);
await Promise.all(callers);
clearInterval(viewer);
clearInterval(sampler);
const newsTimes = await Promise.all(views);
const after = serverUse();
const health = await (await fetch(`${site}/api/health?deep=1`, { headers: { authorization: `Bearer ${TOKEN}` } })).json();
console.log(`${dir === root ? 'this checkout' : dir}: ${POSTS} CVs waiting (outbox says ${health.outbox?.pending}), ten callers for ${SECONDS} s`);
console.log(`deep checks answered: ${deep.length}, p50 ${percentile(deep, 0.5).toFixed(0)} ms, p99 ${percentile(deep, 0.99).toFixed(0)} ms`);
console.log(`/news every 50 ms: p50 ${percentile(newsTimes, 0.5).toFixed(0)} ms, p99 ${percentile(newsTimes, 0.99).toFixed(0)} ms`);
console.log(`server: ${(after.cpu - before.cpu).toFixed(1)} CPU s, memory ${before.rss.toFixed(0)} -> peak ${peak.toFixed(0)} MB`);
stop();
process.exit(0);
