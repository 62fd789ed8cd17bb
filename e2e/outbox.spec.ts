import { expect, test } from './test';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SITE_SERVER, outboxDirOfItsOwn, processGroup, redisAnswers, redisArgs, redisCli, ROOT, signalAll, waitFor } from './processes';
import { E2E } from './settings.mjs';
import { VALID_ENQUIRY } from '../test/forms';

/**
 * The form outbox with real processes: its own demo provider (whose fault switches act on form posts),
 * a site on the embedded outbox, then two sites sharing a Redis queue. Short timeouts and backoff, so a
 * retry comes within a second or two.
 */
const PROVIDER = `http://127.0.0.1:${E2E.providerPort + 40}`;
const EMBEDDED = `http://127.0.0.1:${E2E.sitePort + 40}`;
const REDIS_SITES = { A: `http://127.0.0.1:${E2E.sitePort + 41}`, B: `http://127.0.0.1:${E2E.sitePort + 42}` };
const REDIS_PORT = E2E.providerPort + 2040;
const OUTBOX_DIR = outboxDirOfItsOwn('outbox');
const env = {
  ...process.env,
  ...E2E.env,
  PROVIDER_API_URL: PROVIDER,
  FORM_FORWARD_TIMEOUT_MS: '1500',
  FORM_OUTBOX_ANSWER_WITHIN_MS: '1000',
  FORM_OUTBOX_RETRY_BASE_MS: '1000',
  FORM_OUTBOX_RETRY_CAP_MS: '2000',
  FORM_OUTBOX_MAX_PENDING: '4',
  METRICS_TOKEN: E2E.metricsToken,
};
const processes = processGroup(env);

interface Submission {
  kind: string;
  fields: Record<string, string>;
}

const setFault = async (mode: string, delayMs?: number) => {
  const response = await fetch(`${PROVIDER}/__demo/fault`, { method: 'POST', body: JSON.stringify({ mode, match: '/api/form/', delayMs }) });
  expect(response.ok).toBe(true);
};

/** The provider's copies of the post with this reference. */
async function copiesOf(reference: string): Promise<Submission[]> {
  const { submissions } = (await (await fetch(`${PROVIDER}/__demo/submissions`)).json()) as { submissions: Submission[] };
  // The reference ends the message; an attempt that may repeat an earlier one says so after it.
  return submissions.filter((submission) => submission.fields.message?.includes(`Reference: ${reference}`));
}

/** An enquiry with a tell-tale of its own, to look for where it must not be. */
function enquiry() {
  const mark = randomBytes(6).toString('hex');
  return { ...VALID_ENQUIRY, name: `Asha ${mark}`, email: `asha.${mark}@example.in`, message: `Please call, ${mark}.` };
}

async function postEnquiry(site: string, body = enquiry()) {
  const response = await fetch(`${site}/api/enquiry`, {
    method: 'POST',
    headers: { origin: site, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, answer: (await response.json()) as { reference?: string; delivered?: boolean; error?: string }, body };
}

const asOperator = { authorization: `Bearer ${E2E.metricsToken}` };
const health = async (site: string) => (await (await fetch(`${site}/api/health?deep=1`, { headers: asOperator, signal: AbortSignal.timeout(5000) })).json()) as {
  status: string;
  outbox: { mode: string; pending: number; undeliverable: number; oldestPendingAgeSeconds: number | null };
};

function startSite(origin: string, extraEnv: Record<string, string>): ChildProcess {
  return processes.start(process.execPath, [SITE_SERVER, '-p', new URL(origin).port, '-H', '127.0.0.1'], { SITE_URL: origin, ...extraEnv });
}
const up = (origin: string) => waitFor(async () => (await fetch(`${origin}/api/health`)).ok, `${origin} up`);
/** The deep check's answer is shared for 2 s: waited out first, so the count read is taken after the call. */
const deliveredAll = async (site: string) => {
  await new Promise((resolve) => setTimeout(resolve, 2100));
  await waitFor(async () => (await health(site)).outbox.pending === 0, 'the outbox emptied', 80);
};

const outboxCommand = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/outbox.mjs', ...args], { cwd: ROOT, env: { ...env, FORM_OUTBOX_DIR: OUTBOX_DIR }, encoding: 'utf8' });

test.describe.configure({ mode: 'serial' });

let embedded: ChildProcess;

test.beforeAll(async () => {
  processes.start(process.execPath, ['demo-provider/server.mjs'], { PORT: new URL(PROVIDER).port });
  await waitFor(async () => (await fetch(`${PROVIDER}/__demo/health`)).ok, 'the demo provider');
  embedded = startSite(EMBEDDED, { FORM_OUTBOX_DIR: OUTBOX_DIR });
  await up(EMBEDDED);
});

test.afterAll(() => {
  processes.stop();
  fs.rmSync(OUTBOX_DIR, { recursive: true, force: true });
});

test.afterEach(async () => {
  await setFault('ok');
});

test('provider down: the visitor is thanked with a reference; back, the post is delivered exactly once', async () => {
  await setFault('down');
  const { status, answer } = await postEnquiry(EMBEDDED);
  expect(status).toBe(200);
  expect(answer).toMatchObject({ reference: expect.stringMatching(/^KVNS-[0-9A-Z]{6}$/), delivered: false });
  // The deep check's answer is shared for 2 s: the count follows within that.
  await expect.poll(async () => (await health(EMBEDDED)).outbox, { timeout: 5000 }).toMatchObject({ mode: 'embedded', pending: 1 });

  await setFault('ok');
  await deliveredAll(EMBEDDED);
  // Delivered within the backoff's first steps, and never again after the provider's 2xx.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(await copiesOf(answer.reference!)).toHaveLength(1);
});

test('the server killed between accepting and delivering: restarted, it delivers the post, once', async () => {
  await setFault('down');
  const { answer } = await postEnquiry(EMBEDDED);
  expect(answer.delivered).toBe(false);
  signalAll(embedded, 'SIGKILL');
  await waitFor(async () => embedded.exitCode !== null || embedded.signalCode !== null, 'the server gone');
  await setFault('ok');
  embedded = startSite(EMBEDDED, { FORM_OUTBOX_DIR: OUTBOX_DIR });
  await up(EMBEDDED);
  await waitFor(async () => (await copiesOf(answer.reference!)).length > 0, 'the post delivered after the restart', 80);
  await deliveredAll(EMBEDDED);
  expect(await copiesOf(answer.reference!)).toHaveLength(1);
});

test('stopped (SIGTERM) while the outbox delivers slowly: the delivery finishes, the server exits, and the post reaches the provider exactly once after the restart', async () => {
  await setFault('down');
  const { answer } = await postEnquiry(EMBEDDED);
  expect(answer.delivered).toBe(false);
  // The provider now holds each post 1.2 s (under the 1.5 s forward timeout), then files it.
  await fetch(`${PROVIDER}/__demo/requests`, { method: 'DELETE' });
  await setFault('slow', 1200);
  const requests = async () => ((await (await fetch(`${PROVIDER}/__demo/requests`)).json()) as { requests: { method: string; path: string }[] }).requests;
  await waitFor(async () => (await requests()).some((request) => request.method === 'POST' && request.path.startsWith('/api/form/')), 'the outbox retrying the post', 80);
  const stoppedAt = Date.now();
  embedded.kill('SIGTERM');
  await waitFor(async () => embedded.exitCode !== null, 'the server exiting by itself', 40);
  // It waited for the delivery under way, and for nothing else.
  expect(Date.now() - stoppedAt).toBeGreaterThan(500);
  expect(embedded.exitCode).toBe(0);
  expect(await copiesOf(answer.reference!)).toHaveLength(1);
  await setFault('ok');
  embedded = startSite(EMBEDDED, { FORM_OUTBOX_DIR: OUTBOX_DIR });
  await up(EMBEDDED);
  expect((await health(EMBEDDED)).outbox.pending).toBe(0);
  // Longer than the lease an attempt cut short would have kept (1.5 s + 5 s).
  await new Promise((resolve) => setTimeout(resolve, 7000));
  expect(await copiesOf(answer.reference!)).toHaveLength(1);
});

test('killed in the middle of delivering, the provider holding the post: restarted, the site sends it again with its key, and the office has it once', async () => {
  await setFault('down');
  const { answer } = await postEnquiry(EMBEDDED);
  expect(answer.delivered).toBe(false);
  // The provider holds each post 1.2 s, then files it: the site is killed while it holds this one.
  await fetch(`${PROVIDER}/__demo/requests`, { method: 'DELETE' });
  await setFault('slow', 1200);
  const posts = async () => ((await (await fetch(`${PROVIDER}/__demo/requests`)).json()) as { requests: { method: string; path: string }[] }).requests.filter((request) => request.method === 'POST' && request.path.startsWith('/api/form/'));
  await waitFor(async () => (await posts()).length > 0, 'the outbox sending the post', 80);
  // The provider logs a post as its headers arrive: its body follows a moment later, then it is held.
  await new Promise((resolve) => setTimeout(resolve, 400));
  signalAll(embedded, 'SIGKILL');
  await waitFor(async () => embedded.exitCode !== null || embedded.signalCode !== null, 'the server gone');
  await waitFor(async () => (await copiesOf(answer.reference!)).length > 0, 'the provider filing what it held');
  await setFault('ok');
  embedded = startSite(EMBEDDED, { FORM_OUTBOX_DIR: OUTBOX_DIR });
  await up(EMBEDDED);
  // Sent again after the restart (its attempt never settled), with the same Idempotency-Key: kept once.
  await waitFor(async () => (await posts()).length > 1, 'the post sent again after the restart', 80);
  await deliveredAll(EMBEDDED);
  expect(await copiesOf(answer.reference!)).toHaveLength(1);
});

test('readiness: 200 once serving; 503, while liveness still answers, for a site whose outbox could not open', async () => {
  expect((await fetch(`${EMBEDDED}/api/health/ready`)).status).toBe(200);
  const broken = `http://127.0.0.1:${E2E.sitePort + 43}`;
  const notAFolder = path.join(OUTBOX_DIR, 'a-file');
  fs.writeFileSync(notAFolder, '');
  const site = startSite(broken, { FORM_OUTBOX_DIR: notAFolder });
  try {
    await up(broken);
    const ready = await fetch(`${broken}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not ready', reason: 'the form outbox could not open' });
  } finally {
    site.kill('SIGTERM');
  }
});

test('the deep health check is the operator\'s: without the token it is plain liveness and reads nothing', async () => {
  const anyone = await fetch(`${EMBEDDED}/api/health?deep=1`);
  expect(anyone.status).toBe(200);
  expect(await anyone.json()).toEqual({ status: 'ok' });
  expect((await health(EMBEDDED)).outbox).toMatchObject({ mode: 'embedded' });
});

test('provider stalled past the forward timeout: the visitor is thanked, the office gets at most one duplicate, with the same reference', async () => {
  // The provider holds each post 4 s, then files it: the site gives up on it after 1.5 s.
  await setFault('slow', 4000);
  const posted = Date.now();
  const { status, answer } = await postEnquiry(EMBEDDED);
  expect(status).toBe(200);
  expect(answer.delivered).toBe(false);
  expect(Date.now() - posted).toBeLessThan(3000);
  // The first attempt has timed out; the provider answers at once again before the retry.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, posted + 1700 - Date.now())));
  await setFault('ok');
  await deliveredAll(EMBEDDED);
  // Long enough for the stalled copy to land as well.
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const copies = await copiesOf(answer.reference!);
  expect(copies.length).toBeGreaterThanOrEqual(1);
  expect(copies.length).toBeLessThanOrEqual(2);
  // The first attempt's copy ends with its reference; the retry, sent after an attempt the provider may have
  // kept, says so beside it (whichever the provider filed first).
  const first = copies.filter((copy) => new RegExp(`Reference: ${answer.reference}$`).test(copy.fields.message ?? ''));
  const repeats = copies.filter((copy) => new RegExp(`Reference: ${answer.reference} \\(sent again: [^)]+\\)$`).test(copy.fields.message ?? ''));
  expect(first.length + repeats.length).toBe(copies.length);
  expect(first.length).toBeLessThanOrEqual(1);
  expect(repeats.length).toBeLessThanOrEqual(1);
});

test('a 4xx is kept as undeliverable and shown in health; the administrator sees it without personal data, and drops it', async () => {
  await setFault('reject');
  const { answer, body } = await postEnquiry(EMBEDDED);
  expect(answer.delivered).toBe(false);
  await waitFor(async () => (await health(EMBEDDED)).outbox.undeliverable === 1, 'the post kept as undeliverable');
  const state = await health(EMBEDDED);
  expect(state.status).toBe('degraded');
  expect(state.outbox.pending).toBe(0);

  const list = outboxCommand('list');
  expect(list.status).toBe(0);
  expect(list.stdout).toMatch(new RegExp(`${answer.reference}\\s+enquiry\\s+undeliverable\\s+1 .*provider answered 400`));
  for (const value of [body.name, body.email, body.phone, body.message]) expect(list.stdout).not.toContain(value);

  expect(outboxCommand('drop', answer.reference!).status).toBe(0);
  // The deep check's answer is shared for 2 s.
  await expect.poll(async () => (await health(EMBEDDED)).outbox.undeliverable, { timeout: 5000 }).toBe(0);
  expect(outboxCommand('retry', answer.reference!).status).toBe(1);
});

test('a full outbox answers 503 with "try again"; what it holds is unreadable in its file, and delivered once the provider is back', async () => {
  await setFault('down');
  const accepted = [];
  for (let index = 0; index < 4; index += 1) accepted.push(await postEnquiry(EMBEDDED));
  expect(accepted.map(({ status, answer }) => [status, answer.delivered])).toEqual(Array(4).fill([200, false]));
  const refused = await postEnquiry(EMBEDDED);
  expect(refused.status).toBe(503);
  expect(refused.answer.error).toMatch(/try again/);

  // The file and its write-ahead log hold the references in the clear, and none of what the visitors typed.
  const stored = Buffer.concat(['outbox.sqlite', 'outbox.sqlite-wal'].map((file) => fs.readFileSync(path.join(OUTBOX_DIR, file)))).toString('latin1');
  expect(stored).toContain(accepted[0]!.answer.reference);
  for (const { body } of accepted) {
    for (const value of [body.name, body.email, body.message, 'Little Stars Nursery']) expect(stored).not.toContain(value);
  }

  await setFault('ok');
  await deliveredAll(EMBEDDED);
  for (const { answer } of accepted) expect(await copiesOf(answer.reference!)).toHaveLength(1);
});

test.describe('on Redis, two instances', () => {
  let redis: ChildProcess;
  let instanceA: ChildProcess;
  const redisEnv = { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, FORM_OUTBOX_KEY: randomBytes(32).toString('base64') };

  test.beforeAll(async () => {
    redis = processes.start('redis-server', redisArgs(REDIS_PORT));
    await waitFor(redisAnswers(REDIS_PORT), 'redis-server answering');
    instanceA = startSite(REDIS_SITES.A, redisEnv);
    startSite(REDIS_SITES.B, redisEnv);
    await Promise.all([up(REDIS_SITES.A), up(REDIS_SITES.B)]);
  });

  test('one instance killed with posts pending: the other delivers them, each once; Redis holds nothing readable', async () => {
    await setFault('down');
    const posts = [];
    for (let index = 0; index < 3; index += 1) posts.push(await postEnquiry(REDIS_SITES.A));
    expect(posts.map(({ answer }) => answer.delivered)).toEqual([false, false, false]);
    await expect.poll(async () => (await health(REDIS_SITES.B)).outbox, { timeout: 5000 }).toMatchObject({ mode: 'redis', pending: 3 });

    const keys = redisCli(REDIS_PORT, '--scan', '--pattern', 'kvns:outbox:*').split('\n').filter(Boolean);
    const stored = keys.map((key) => (redisCli(REDIS_PORT, 'type', key) === 'hash' ? redisCli(REDIS_PORT, 'hgetall', key) : '')).join('\n');
    expect(stored).toContain(posts[0]!.answer.reference);
    for (const { body } of posts) {
      for (const value of [body.name, body.email, body.message]) expect(stored).not.toContain(value);
    }

    signalAll(instanceA, 'SIGKILL');
    await setFault('ok');
    await deliveredAll(REDIS_SITES.B);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const { answer } of posts) expect(await copiesOf(answer.reference!)).toHaveLength(1);
  });

  test('Redis down at post time: the post is sent directly, and the visitor told the truth', async () => {
    redisCli(REDIS_PORT, 'shutdown', 'nosave');
    await waitFor(async () => !(await redisAnswers(REDIS_PORT)()), 'redis-server gone');
    const sent = await postEnquiry(REDIS_SITES.B);
    expect(sent.status).toBe(200);
    expect(sent.answer.delivered).toBe(true);
    expect(await copiesOf(sent.answer.reference!)).toHaveLength(1);

    await setFault('down');
    const failed = await postEnquiry(REDIS_SITES.B);
    expect(failed.status).toBe(502);
    expect(failed.answer.error).toMatch(/try again/);
    expect(redis.exitCode !== null || redis.signalCode !== null).toBe(true);
  });
});
