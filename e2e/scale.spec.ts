import { expect, test } from './test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import YAML from 'yaml';
import { NEXT_BIN, ROOT, SITE_SERVER, outboxDirOfItsOwn, processGroup, redisAnswers as answers, redisArgs, redisCli, waitFor } from './processes';
import { E2E } from './settings.mjs';
import { internalPortOf, writeNginxConfig } from '../scripts/serve.mjs';
import { VALID_ENQUIRY } from '../test/forms';
import { cachedRouteKinds, expectVisitorQueryKeptOut, VISITOR_SECRET } from './cachedPages';

/**
 * Two instances of the production server on one build, sharing Redis (Debian's redis-server, started
 * here on its own port, nothing saved): the ISR cache, revalidation and the form limit are shared, and a
 * Redis that is shut down or stopped never takes either instance down. Its own demo provider, so the
 * fault switches touch no other test.
 */
const REDIS_PORT = E2E.providerPort + 2000;
const PROVIDER_PORT = E2E.providerPort + 30;
const PROVIDER = `http://127.0.0.1:${PROVIDER_PORT}`;
const INSTANCES = { A: `http://127.0.0.1:${E2E.sitePort + 30}`, B: `http://127.0.0.1:${E2E.sitePort + 31}` };
const SECRET = 'kvns-e2e-revalidate-7d1e9b';
/** The pages' own period is long here: only a revalidation call may change what they show. */
const env = {
  ...process.env,
  ...E2E.env,
  PROVIDER_API_URL: PROVIDER,
  REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
  REVALIDATE_SECRET: SECRET,
  CONTENT_REVALIDATE_SECONDS: '3600',
  FORM_RATE_LIMIT_MAX: '5',
  // The form outbox shares this Redis, and seals what it holds with this key; the instance without Redis
  // keeps its own in this folder.
  FORM_OUTBOX_DIR: outboxDirOfItsOwn('scale'),
  FORM_OUTBOX_KEY: 'ab'.repeat(32),
  METRICS_TOKEN: E2E.metricsToken,
};
const NEWS_TITLE = 'Admissions open for Playgroup to Class 8';

const processes = processGroup(env);
const start = processes.start;
let redis: ChildProcess | undefined;

const startRedis = () => start('redis-server', redisArgs(REDIS_PORT));

/** Whether the shared cache holds an entry whose key contains `part`. */
const redisHolds = async (part: string) => redisCli(REDIS_PORT, '--scan', '--pattern', `*${part}*`) !== '';
const redisAnswers = answers(REDIS_PORT);
/** A page as a visitor gets it, bounded to 3 s: what a sick Redis may cost at most. */
const page = (origin: string, route: string) => fetch(`${origin}${route}`, { signal: AbortSignal.timeout(3000) });
const newsOf = async (origin: string) => (await (await page(origin, '/news')).text()).includes(NEWS_TITLE) ? 'news' : 'empty';
const setFault = (mode: 'ok' | 'empty', match = '') =>
  fetch(`${PROVIDER}/__demo/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode, match }) });
const revalidate = (origin: string, body: unknown, token = SECRET) =>
  fetch(`${origin}/api/revalidate`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  redis = startRedis();
  start(process.execPath, ['demo-provider/server.mjs'], { PORT: String(PROVIDER_PORT) });
  for (const origin of Object.values(INSTANCES)) start(process.execPath, [SITE_SERVER, '-p', new URL(origin).port, '-H', '127.0.0.1']);
  await waitFor(redisAnswers, 'redis-server answering');
  await waitFor(async () => (await fetch(`${PROVIDER}/__demo/health`)).ok, 'the demo provider');
  for (const origin of Object.values(INSTANCES)) await waitFor(async () => (await fetch(`${origin}/api/health`)).ok, `${origin} up`);
});

test.afterAll(() => processes.stop());

/** compose.yaml's one nginx, here on its own port: its template, its upstreams, before the `next start` of A and B. */
const COMPOSE_FRONT = `http://127.0.0.1:${E2E.sitePort + 35}`;

/**
 * Starts nginx as compose.yaml's nginx service would (no Docker daemon here): the files it mounts, its
 * upstream list with each service's name and port made the `next start` of A or B, and the app's rules the
 * build wrote, which compose shares from site-a. Each mount is checked to be what `npm run serve` reads.
 */
function startComposeFront() {
  // `merge`: the sites share their settings with `<<: *site`, as Docker Compose reads it.
  const compose = YAML.parse(fs.readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true });
  const { nginx, 'site-a': siteA } = compose.services;
  const mounted = (inside: string, volumes: string[]) => volumes.find((volume) => volume.split(':')[1] === inside)?.split(':')[0];
  expect(mounted('/etc/nginx/templates/site.conf.template', nginx.volumes)).toBe('./deploy/nginx/site.conf.template');
  const rulesVolume = mounted(nginx.environment.KVNS_APP_RULES, nginx.volumes);
  expect(mounted('/app/.next/nginx', siteA.volumes)).toBe(rulesVolume);
  const upstreams = fs.readFileSync(path.join(ROOT, mounted(nginx.environment.KVNS_UPSTREAM_SERVERS, nginx.volumes)!), 'utf8');
  // Each service `next start -p <port>`, as its command says: here, the one inside A's or B's pair.
  const local: Record<string, string> = { 'site-a': INSTANCES.A, 'site-b': INSTANCES.B };
  const servers = upstreams.replace(/^server ([\w-]+):(\d+)/gm, (_line, service: string, port: string) => {
    expect(compose.services[service].command.slice(-2)).toEqual(['-p', port]);
    return `server 127.0.0.1:${internalPortOf(Number(new URL(local[service]!).port))}`;
  });
  expect(servers.match(/^server 127\.0\.0\.1:/gm)).toHaveLength(2);
  const runDir = outboxDirOfItsOwn('compose-nginx');
  fs.writeFileSync(path.join(runDir, 'upstreams.conf'), servers);
  const config = writeNginxConfig({ runDir, listen: `127.0.0.1:${new URL(COMPOSE_FRONT).port}`, upstreamServers: path.join(runDir, 'upstreams.conf'), appRules: path.join(ROOT, E2E.env.NEXT_DIST_DIR, 'nginx') });
  start('nginx', ['-p', runDir, '-c', config, '-e', 'stderr', '-g', 'daemon off;']);
}

/** Every response an instance has counted so far. */
async function responsesCounted(origin: string) {
  const text = await (await fetch(`${origin}/api/metrics`, { headers: { authorization: `Bearer ${E2E.metricsToken}` } })).text();
  return [...text.matchAll(/^kvns_http_responses_total\{[^}]*\} (\d+)$/gm)].reduce((sum, [, count]) => sum + Number(count), 0);
}

/** An enquiry as a family's browser posts it, from an address of its own (the tests below count 127.0.0.1's). */
function enquiryFrom(site: string, localAddress: string) {
  const body = JSON.stringify({ ...VALID_ENQUIRY, name: 'Asha Compose', email: 'asha.compose@example.in', message: 'Please call about a Nursery seat.' });
  return new Promise<number>((resolve, reject) => {
    const request = http.request(`${site}/api/enquiry`, { method: 'POST', localAddress, headers: { origin: E2E.siteUrl, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

test("compose.yaml's site: one nginx (its template and upstreams) before two sites and Redis serves pages, takes the webhook and an enquiry, and shares the work", async () => {
  startComposeFront();
  await waitFor(async () => (await fetch(`${COMPOSE_FRONT}/api/health`)).ok, "compose's nginx answering");
  const before = { A: await responsesCounted(INSTANCES.A), B: await responsesCounted(INSTANCES.B) };
  for (let view = 0; view < 20; view += 1) {
    const response = await fetch(`${COMPOSE_FRONT}/news`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(NEWS_TITLE);
  }
  // nginx shares the requests between the two (round robin): each answered a part.
  const after = { A: await responsesCounted(INSTANCES.A), B: await responsesCounted(INSTANCES.B) };
  expect(after.A - before.A).toBeGreaterThanOrEqual(5);
  expect(after.B - before.B).toBeGreaterThanOrEqual(5);
  // The webhook and an enquiry through the same door: the enquiry reaches the provider.
  expect((await revalidate(COMPOSE_FRONT, { content: ['news'] })).status).toBe(204);
  expect(await enquiryFrom(COMPOSE_FRONT, '127.0.0.35')).toBe(200);
  await waitFor(async () => JSON.stringify(await (await fetch(`${PROVIDER}/__demo/submissions`)).json()).includes('asha.compose@example.in'), 'the enquiry at the provider');
  // What nginx refuses it refuses before either site.
  expect((await fetch(`${COMPOSE_FRONT}/news`, { method: 'DELETE' })).status).toBe(405);
});

// B has never rendered /news, and a page missing from the cache is rendered afresh (its build copy is not
// used): B can only show the news the provider no longer lists if it read A's copy from Redis.
test('a page rendered on A is served from the shared cache on B', async () => {
  const health = await (await fetch(`${INSTANCES.A}/api/health?deep=1`, { headers: { authorization: `Bearer ${E2E.metricsToken}` } })).json();
  expect(health).toMatchObject({ status: 'ok', provider: { ok: true }, sharedCache: { ok: true } });
  expect(health.deployId).toMatch(/^[\w-]{8,}$/);
  expect(await newsOf(INSTANCES.A)).toBe('news');
  await waitFor(() => redisHolds('/news'), 'the page stored in Redis');
  // The provider now lists no news: B, rendering on its own, would show the empty state.
  await setFault('empty', '/api/news');
  const fromB = await page(INSTANCES.B, '/news');
  expect(fromB.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(await fromB.text()).toContain(NEWS_TITLE);
});

test('the webhook: 401 without the secret, 400 for unknown content, 204; then B shows the new content, by the webhook alone', async () => {
  expect((await revalidate(INSTANCES.A, { content: ['news'] }, 'wrong-secret')).status).toBe(401);
  const unknown = await revalidate(INSTANCES.A, { content: ['news', 'weather'] });
  expect(unknown.status).toBe(400);
  expect((await unknown.json()).error).toContain('"weather"');
  expect((await revalidate(INSTANCES.A, { content: ['news'] })).status).toBe(204);
  const started = Date.now();
  // The period is an hour: only the webhook can show it. How long it took is reported, not judged.
  await waitFor(async () => (await newsOf(INSTANCES.B)) === 'empty', 'B showing the new content');
  test.info().annotations.push({ type: 'B showed the new content after the webhook on A', description: `${Date.now() - started} ms` });
  await setFault('ok');
  expect((await revalidate(INSTANCES.B, { content: ['news'] })).status).toBe(204);
  expect(await newsOf(INSTANCES.A)).toBe('news');
});

/** What the provider publishes while the site runs: a news item and an album no page has shown. */
const PUBLISHED = {
  news: { _id: 'npub1', title: 'Kite festival on the terrace', description: '<p>Every class flies its own kite.</p>', showDate: new Date().toISOString(), attachments: [] },
  album: { _id: 'gpub1', category: 'PhotoGallery', title: 'Kite festival photos', description: 'Kites over the school.', date: new Date().toISOString(), attachments: ['gallery/kite-1.jpg'], schoolCode: 'KVNS' },
};
const publish = (list: 'news' | 'gallery' | 'notifications', record: object) =>
  fetch(`${PROVIDER}/__demo/publish`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ list, record }) });
const searchTitles = async (origin: string, query: string) =>
  ((await (await fetch(`${origin}/api/search?q=${encodeURIComponent(query)}`)).json()) as { results: { title: string }[] }).results.map((result) => result.title);
const searchPage = async (origin: string, query: string) => (await fetch(`${origin}/search?${new URLSearchParams({ q: query })}`)).text();
const albumPage = (origin: string) => fetch(`${origin}/subgallery?id=${PUBLISHED.album._id}`, { redirect: 'manual', signal: AbortSignal.timeout(3000) });

/**
 * Published, then the webhook called on `webhookOrigin`: every origin shows it on its page, in search and by
 * the album's id, long before the hour-long period could (so by the webhook alone). How long it took is
 * reported, not judged: on a busy machine it is the machine's time.
 */
async function expectPublishedEverywhere(origins: string[], webhookOrigin: string) {
  // Every index built from what the provider lists now, and the album unknown, before the content is published.
  expect((await revalidate(webhookOrigin, { content: ['news', 'gallery'] })).status).toBe(204);
  for (const origin of origins) {
    expect(await searchTitles(origin, 'kite festival')).not.toContain(PUBLISHED.news.title);
    // The results page is rendered now, so the one found later is a page kept from before, renewed.
    expect(await searchPage(origin, 'kite festival')).not.toContain(PUBLISHED.news.title);
    expect((await albumPage(origin)).status).toBe(307);
  }
  await publish('news', PUBLISHED.news);
  await publish('gallery', PUBLISHED.album);
  expect((await revalidate(webhookOrigin, { content: ['news', 'gallery'] })).status).toBe(204);
  const started = Date.now();
  for (const origin of origins) {
    await waitFor(async () => (await (await page(origin, '/news')).text()).includes(PUBLISHED.news.title), `${origin}: the news page`);
    await waitFor(async () => (await searchTitles(origin, 'kite festival')).includes(PUBLISHED.news.title), `${origin}: the news in search`);
    await waitFor(async () => (await searchTitles(origin, 'kite festival')).includes(PUBLISHED.album.title), `${origin}: the album in search`);
    await waitFor(async () => (await searchPage(origin, 'kite festival')).includes(PUBLISHED.news.title), `${origin}: the news on the results page`);
    await waitFor(async () => {
      const album = await albumPage(origin);
      return album.status === 200 && (await album.text()).includes(PUBLISHED.album.title);
    }, `${origin}: the album by its id`);
  }
  const tookMs = Date.now() - started;
  test.info().annotations.push({ type: 'published everywhere after the webhook', description: `${tookMs} ms` });
  expect(tookMs).toBeLessThan(60_000);
}

test('published through the webhook on A: on its page, in search and by its id, on A and B, by the webhook alone', async () => {
  await fetch(`${PROVIDER}/__demo/publish`, { method: 'DELETE' });
  await expectPublishedEverywhere(Object.values(INSTANCES), INSTANCES.A);
});

test('one instance without a shared cache: the same, by the webhook alone', async () => {
  await fetch(`${PROVIDER}/__demo/publish`, { method: 'DELETE' });
  const alone = `http://127.0.0.1:${E2E.sitePort + 32}`;
  start(process.execPath, [SITE_SERVER, '-p', new URL(alone).port, '-H', '127.0.0.1'], { REDIS_URL: '' });
  await waitFor(async () => (await fetch(`${alone}/api/health`)).ok, `${alone} up`);
  await expectPublishedEverywhere([alone], alone);
  await fetch(`${PROVIDER}/__demo/publish`, { method: 'DELETE' });
});

const RAIN_NOTICE = { _id: 't-rain', title: 'School closed on Monday after the heavy rain', description: '<p>The school is closed on Monday; classes resume on Tuesday.</p>', url: '', image: [], attachments: [] };

test("a notice published through the webhook is the line atop /news and /contact-us on A and B, in the HTML itself, and found by the search", async () => {
  await fetch(`${PROVIDER}/__demo/publish`, { method: 'DELETE' });
  expect((await revalidate(INSTANCES.A, { content: ['notifications'] })).status).toBe(204);
  for (const origin of Object.values(INSTANCES)) expect(await (await page(origin, '/news')).text()).not.toContain(RAIN_NOTICE.title);
  await publish('notifications', RAIN_NOTICE);
  expect((await revalidate(INSTANCES.A, { content: ['notifications'] })).status).toBe(204);
  const started = Date.now();
  const seenAfter: string[] = [];
  for (const origin of Object.values(INSTANCES)) {
    for (const route of ['/news', '/contact-us']) {
      // The page as a browser without scripts gets it: the notice is in its HTML.
      await waitFor(async () => (await (await page(origin, route)).text()).includes(RAIN_NOTICE.title), `${origin}${route}: the notice`);
      seenAfter.push(`${new URL(origin).port}${route} ${Date.now() - started} ms`);
    }
    await waitFor(async () => (await searchTitles(origin, 'school closed')).slice(0, 3).includes(RAIN_NOTICE.title), `${origin}: the notice in the first three of search`);
  }
  // Reported, not judged: on a busy machine it is the machine's time.
  test.info().annotations.push({ type: 'notice on the pages after the webhook', description: seenAfter.join(', ') });
  console.log(`[scale] notice seen after the webhook: ${seenAfter.join(', ')}`);
  await fetch(`${PROVIDER}/__demo/publish`, { method: 'DELETE' });
  expect((await revalidate(INSTANCES.A, { content: ['notifications'] })).status).toBe(204);
});

test('the sixth enquiry across A and B in one window is refused with 429', async () => {
  const statuses: number[] = [];
  for (let post = 0; post < 6; post += 1) {
    const origin = post % 2 === 0 ? INSTANCES.A : INSTANCES.B;
    const response = await fetch(`${origin}/api/enquiry`, {
      method: 'POST',
      headers: { origin: E2E.siteUrl, 'content-type': 'application/json' },
      body: '{}',
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 5)).not.toContain(429);
  expect(statuses[5]).toBe(429);
});

test('with Vercel\'s settings, two instances on one Redis still share one limit: the sixth enquiry is refused', async () => {
  const onVercel = [E2E.sitePort + 33, E2E.sitePort + 34].map((port) => `http://127.0.0.1:${port}`);
  // `next start` alone, as on Vercel, where the platform is in front and no nginx.
  for (const origin of onVercel) start(process.execPath, [NEXT_BIN, 'start', '-p', new URL(origin).port, '-H', '127.0.0.1'], { VERCEL: '1' });
  for (const origin of onVercel) await waitFor(async () => (await fetch(`${origin}/api/health`)).ok, `${origin} up`);
  const statuses: number[] = [];
  for (let post = 0; post < 6; post += 1) {
    // Vercel's edge writes the visitor's address; one proxy is trusted there.
    const response = await fetch(`${onVercel[post % 2]}/api/enquiry`, {
      method: 'POST',
      headers: { origin: E2E.siteUrl, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: '{}',
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 5)).not.toContain(429);
  expect(statuses[5]).toBe(429);
});

test("a query a visitor adds on A never reaches the shared copy B serves, on each kind of cached page", async () => {
  await setFault('ok');
  for (const route of await cachedRouteKinds(INSTANCES.A)) {
    await expectVisitorQueryKeptOut(route, { renderer: INSTANCES.A, readers: [INSTANCES.B, INSTANCES.A], secret: SECRET });
  }
  expect(await redisHolds(VISITOR_SECRET)).toBe(false);
});

test('Redis shut down, then stopped: A and B keep answering with content within 3 s; back, the cache is shared again', async () => {
  // Pages not asked for a moment ago, so each request reaches the cache handler, and a form post.
  const stillServing = async () => {
    for (const route of ['/news', '/circulars', '/generalinfo', '/schoolevents', '/news']) {
      for (const origin of Object.values(INSTANCES)) {
        const response = await page(origin, route);
        expect(response.status, `${origin}${route}`).toBe(200);
        const html = await response.text();
        expect(html).toContain('<h1');
        if (route === '/news') expect(html).toContain(NEWS_TITLE);
      }
    }
    const post = await fetch(`${INSTANCES.A}/api/enquiry`, {
      method: 'POST',
      headers: { origin: E2E.siteUrl, 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(3000),
    });
    expect(post.status).toBeLessThan(500);
    const health = await (await fetch(`${INSTANCES.B}/api/health?deep=1`, { headers: { authorization: `Bearer ${E2E.metricsToken}` }, signal: AbortSignal.timeout(3000) })).json();
    expect(health).toMatchObject({ status: 'degraded', provider: { ok: true }, sharedCache: { ok: false } });
  };

  redisCli(REDIS_PORT, 'shutdown', 'nosave');
  await waitFor(async () => !(await redisAnswers()), 'redis-server gone');
  await stillServing();
  // The webhook cannot reach the shared cache: the caller is told to retry.
  expect((await revalidate(INSTANCES.A, { content: ['news'] })).status).toBe(503);

  redis = startRedis();
  await waitFor(redisAnswers, 'redis-server back');
  await waitFor(async () => (await revalidate(INSTANCES.A, { content: ['news'] })).status === 204, 'A reconnected');
  await waitFor(async () => (await revalidate(INSTANCES.B, { content: ['news'] })).status === 204, 'B reconnected');

  // Stopped, not gone: connections stay open and nothing answers.
  redis.kill('SIGSTOP');
  await stillServing();
  expect((await revalidate(INSTANCES.A, { content: ['news'] })).status).toBe(503);
  redis.kill('SIGCONT');

  // Back: a page rendered on A after a revalidation is what B serves.
  await waitFor(async () => (await revalidate(INSTANCES.A, { content: ['news'] })).status === 204, 'Redis answering again');
  // Until Redis has rested its last failure out, A may answer from its own copy: ask until it stores again.
  await waitFor(async () => (await newsOf(INSTANCES.A)) === 'news' && (await redisHolds('/news')), 'the page stored in Redis again');
  await setFault('empty', '/api/news');
  const fromB = await page(INSTANCES.B, '/news');
  expect(await fromB.text()).toContain(NEWS_TITLE);
  expect(fromB.headers.get('x-nextjs-cache')).toBe('HIT');
  await setFault('ok');
});
