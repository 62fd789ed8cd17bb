import { expect, test } from './test';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { SITE_SERVER, outboxDirOfItsOwn, ROOT, waitFor } from './processes';
import { E2E } from './settings.mjs';
import { VALID_ENQUIRY } from '../test/forms';

/**
 * Seeing the site run, on real processes: a demo provider of its own, a site that exports traces to a
 * receiver here and writes its log where the test reads it, and a second site with no traces endpoint.
 */
const PROVIDER = `http://127.0.0.1:${E2E.providerPort + 60}`;
const TRACED = `http://127.0.0.1:${E2E.sitePort + 60}`;
const UNTRACED = `http://127.0.0.1:${E2E.sitePort + 61}`;
/** OTLP/HTTP's default port: where a tracer started by mistake on the second site would send. */
const RECEIVER_PORT = 4318;
const METRICS_TOKEN = 'kvns-e2e-metrics-7c1d';
const OUTBOX_DIR = outboxDirOfItsOwn('observability');

/** What the receiver got: each span's name and its service. */
const spans: { service: string; name: string; attributes: Record<string, unknown> }[] = [];
let receiver: http.Server;
const children: ChildProcess[] = [];
let tracedLog = '';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: OtlpValue }[] };
    scopeSpans?: { spans?: { name: string; attributes?: { key: string; value: OtlpValue }[] }[] }[];
  }[];
}

const attributesOf = (list: { key: string; value: OtlpValue }[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, value.stringValue ?? value.intValue]));

function startSite(origin: string, env: Record<string, string>, onOutput?: (text: string) => void): ChildProcess {
  const child = spawn(process.execPath, [SITE_SERVER, '-p', new URL(origin).port, '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, ...E2E.env, PROVIDER_API_URL: PROVIDER, SITE_URL: origin, FORM_OUTBOX_DIR: path.join(OUTBOX_DIR, new URL(origin).port), METRICS_TOKEN, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => onOutput?.(chunk.toString('utf8')));
  children.push(child);
  return child;
}

const up = (origin: string) => waitFor(async () => (await fetch(`${origin}/api/health`)).ok, `${origin} up`);

/** The metrics page, parsed: every sample line as `name{labels}` → value. Fails on a line that is not Prometheus text. */
async function readMetrics(origin: string): Promise<Map<string, number>> {
  const response = await fetch(`${origin}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][\w:]* .+$/.test(line)) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{(?:[a-zA-Z_]\w*="(?:[^"\\]|\\.)*",?)*\})? (-?[\d.e+-]+|NaN|[+-]Inf)$/.exec(line);
    expect(match, `not a Prometheus sample line: ${line}`).not.toBeNull();
    samples.set(`${match![1]}${match![2] ?? ''}`, Number(match![3]));
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include each of `labels`. */
function total(samples: Map<string, number>, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const [key, value] of samples) {
    if (!key.startsWith(`${name}{`) && key !== name) continue;
    if (Object.entries(labels).every(([label, wanted]) => key.includes(`${label}="${wanted}"`))) sum += value;
  }
  return sum;
}

const setFault = async (mode: string) => {
  expect((await fetch(`${PROVIDER}/__demo/fault`, { method: 'POST', body: JSON.stringify({ mode }) })).ok).toBe(true);
};

const expire = (origin: string, content: string[]) =>
  fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E.env.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type']?.includes('json')) {
        for (const resourceSpan of (JSON.parse(body) as OtlpTraces).resourceSpans ?? []) {
          const service = String(attributesOf(resourceSpan.resource?.attributes)['service.name']);
          for (const scope of resourceSpan.scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push({ service, name: span.name, attributes: attributesOf(span.attributes) });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => receiver.once('error', reject).listen(RECEIVER_PORT, '127.0.0.1', resolve));
  children.push(spawn(process.execPath, ['demo-provider/server.mjs'], { cwd: ROOT, env: { ...process.env, PORT: new URL(PROVIDER).port }, stdio: 'ignore' }));
  await waitFor(async () => (await fetch(`${PROVIDER}/__demo/health`)).ok, 'the demo provider');
  startSite(
    TRACED,
    { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${RECEIVER_PORT}`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_SERVICE_NAME: 'kvns-traced', LOG_LEVEL: 'info' },
    (text) => (tracedLog += text),
  );
  startSite(UNTRACED, { OTEL_SERVICE_NAME: 'kvns-untraced' });
  await Promise.all([up(TRACED), up(UNTRACED)]);
});

test.afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => receiver?.close(resolve));
  fs.rmSync(OUTBOX_DIR, { recursive: true, force: true });
});

test('the metrics page: off without a token set, closed without the token', async () => {
  expect((await fetch(`${E2E.siteUrl}/api/metrics`)).status).toBe(404);
  expect((await fetch(`${TRACED}/api/metrics`)).status).toBe(401);
  expect((await fetch(`${TRACED}/api/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  const samples = await readMetrics(TRACED);
  // Node's own process metrics are there.
  expect(total(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
});

test('the metrics move when a page is served, a form is posted, the provider fails and the webhook is called', async () => {
  const before = await readMetrics(TRACED);
  expect((await fetch(`${TRACED}/news`)).status).toBe(200);
  const posted = await fetch(`${TRACED}/api/enquiry`, {
    method: 'POST',
    headers: { origin: TRACED, 'content-type': 'application/json' },
    body: JSON.stringify(VALID_ENQUIRY),
  });
  expect(posted.status).toBe(200);
  await setFault('error');
  try {
    // The deep health check asks the provider itself, past every cache.
    expect((await fetch(`${TRACED}/api/health?deep=1`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(503);
  } finally {
    await setFault('ok');
  }
  expect((await expire(TRACED, ['news'])).status).toBe(204);
  const after = await readMetrics(TRACED);
  const moved = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
  expect(moved('kvns_http_responses_total', { route_kind: 'page', status: '2xx' })).toBeGreaterThanOrEqual(1);
  expect(moved('kvns_http_responses_total', { route_kind: 'form', status: '2xx' })).toBe(1);
  expect(moved('kvns_form_posts_total', { form: 'enquiry', outcome: 'delivered' }) + moved('kvns_form_posts_total', { form: 'enquiry', outcome: 'queued' })).toBe(1);
  expect(moved('kvns_revalidation_webhook_calls_total', { outcome: 'revalidated' })).toBe(1);
  expect(moved('kvns_provider_call_duration_seconds_count', { endpoint: 'form', outcome: '2xx' })).toBe(1);
  expect(moved('kvns_provider_call_duration_seconds_count', { endpoint: 'highlight', outcome: '5xx' })).toBeGreaterThanOrEqual(1);
  expect(total(after, 'kvns_outbox_pending')).toBe(0);
  // No raw path or query is ever a label.
  for (const key of after.keys()) expect(key).not.toMatch(/\/news|year=/);
});

test("the log: one JSON object a line, each naming its request, and nothing of what a family typed", async () => {
  const mark = randomBytes(6).toString('hex');
  const name = `Zarina Quilloughby ${mark}`;
  const posted = await fetch(`${TRACED}/api/enquiry`, {
    method: 'POST',
    headers: { origin: TRACED, 'content-type': 'application/json', 'x-request-id': `e2e-${mark}` },
    body: JSON.stringify({ ...VALID_ENQUIRY, name, email: `z.${mark}@example.in`, message: `Please call back, ${mark}.` }),
  });
  expect(posted.headers.get('x-request-id')).toBe(`e2e-${mark}`);
  const { reference } = (await posted.json()) as { reference: string };
  await expect.poll(() => tracedLog.includes(reference)).toBe(true);
  const jsonLines = tracedLog
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const outcome = jsonLines.find((line) => line.event === 'form.outcome' && line.reference === reference);
  expect(outcome).toMatchObject({ level: 'info', form: 'enquiry', requestId: `e2e-${mark}` });
  for (const typed of [name, `z.${mark}@example.in`, `Please call back, ${mark}`]) expect(tracedLog).not.toContain(typed);
  // The site's own lines are all JSON; the others are Next's (its start-up banner and its ⨯ error lines).
  expect(tracedLog).not.toMatch(/^\[(provider|outbox|forms|search|redis)\]/m);
});

test('traces: the site with an endpoint sends a span for each provider call, form delivery and search; the one without sends nothing', async () => {
  expect((await expire(TRACED, ['news'])).status).toBe(204);
  await fetch(`${TRACED}/news`);
  await fetch(`${TRACED}/api/search?q=admissions`);
  await fetch(`${UNTRACED}/news`);
  expect((await expire(UNTRACED, ['news'])).status).toBe(204);
  await fetch(`${UNTRACED}/news`);
  await expect
    .poll(() => spans.filter((span) => span.service === 'kvns-traced').map((span) => span.name), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['site search', 'form delivery', expect.stringMatching(new RegExp(`^fetch GET ${PROVIDER}/api/`))]));
  expect(spans.filter((span) => span.service !== 'kvns-traced')).toEqual([]);
});

test('field vitals: a sampled page, once hidden, is counted by its route kind', async ({ page }) => {
  // In the sample whatever the rate: the report is what this test is about.
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  const before = total(await readMetrics(TRACED), 'kvns_web_vitals_fcp_seconds_count', { route_kind: 'page' });
  await page.goto(`${TRACED}/generalinfo`);
  // The measuring code arrives once the page is idle.
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'observing');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => total(await readMetrics(TRACED), 'kvns_web_vitals_fcp_seconds_count', { route_kind: 'page' })).toBe(before + 1);
  // Counted under the engine that measured it: Chromium here.
  expect(total(await readMetrics(TRACED), 'kvns_web_vitals_fcp_seconds_count', { route_kind: 'page', engine: 'chromium' })).toBeGreaterThanOrEqual(1);
  const samples = await readMetrics(TRACED);
  expect(total(samples, 'kvns_web_vitals_ttfb_seconds_count', { route_kind: 'page' })).toBeGreaterThan(0);
  expect(total(samples, 'kvns_web_vitals_reports_total', { outcome: 'counted' })).toBeGreaterThan(0);
});
