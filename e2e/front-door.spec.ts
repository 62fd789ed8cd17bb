import http from 'node:http';
import { expect, test } from './test';
import { NEXT_BIN, outboxDirOfItsOwn, processGroup, waitFor } from './processes';
import { E2E } from './settings.mjs';

/**
 * The front door under `next start`: what the proxy reads from the provider for unknown addresses, that
 * it refuses addresses while no list can be read, large files streamed with their validators, and posts
 * judged by their headers. Two instances of its own, each on a provider of its own: one with the
 * production period (lists kept 30 s), one with a one-second period and a provider that fails.
 */
const COUNTED = { site: `http://127.0.0.1:${E2E.sitePort + 60}`, provider: `http://127.0.0.1:${E2E.providerPort + 60}` };
const FAILING = { site: `http://127.0.0.1:${E2E.sitePort + 61}`, provider: `http://127.0.0.1:${E2E.providerPort + 61}` };
const FILM = '/files/news/open-day-film-50mb.mp4';
const FILM_BYTES = 50 * 1024 * 1024;
const MISNAMED = '/files/news/timetable-really-a-png.pdf';

const processes = processGroup({ ...process.env, ...E2E.env });

test.describe.configure({ mode: 'serial' });

async function startPair({ site, provider }: typeof COUNTED, revalidateSeconds: number) {
  processes.start(process.execPath, ['demo-provider/server.mjs'], { PORT: new URL(provider).port });
  await waitFor(async () => (await fetch(`${provider}/__demo/health`)).ok, 'the provider up');
  processes.start(process.execPath, [NEXT_BIN, 'start', '-p', new URL(site).port, '-H', '127.0.0.1'], {
    PROVIDER_API_URL: provider,
    SITE_URL: site,
    CONTENT_REVALIDATE_SECONDS: String(revalidateSeconds),
    FORM_OUTBOX_DIR: outboxDirOfItsOwn(`front-door-${revalidateSeconds}`),
  });
  await waitFor(async () => (await fetch(`${site}/api/health`)).ok, 'the site up');
}

test.beforeAll(async () => {
  await Promise.all([startPair(COUNTED, 300), startPair(FAILING, 1)]);
  // Published before any list is read: a 50 MB film and a photo saved under a PDF's name.
  const record = { _id: 'n-front-door', title: 'Open day film', description: '<p>The film.</p>', showDate: new Date().toISOString(), attachments: [FILM.replace('/files/', ''), MISNAMED.replace('/files/', '')] };
  await fetch(`${COUNTED.provider}/__demo/publish`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ list: 'news', record }) });
});

test.afterAll(() => processes.stop());

interface LoggedRequest {
  method: string;
  path: string;
  range: string | null;
}

const providerRequests = async (provider: string): Promise<LoggedRequest[]> => ((await (await fetch(`${provider}/__demo/requests`)).json()) as { requests: LoggedRequest[] }).requests;
const forgetRequests = (provider: string) => fetch(`${provider}/__demo/requests`, { method: 'DELETE' });
const setFault = (provider: string, mode: string, extra: object = {}) =>
  fetch(`${provider}/__demo/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode, ...extra }) });

test('200 unknown file and album addresses cost at most two reads of each list', async () => {
  await forgetRequests(COUNTED.provider);
  for (let made = 0; made < 100; made += 1) {
    const file = await fetch(`${COUNTED.site}/files/circulars/made-up-${made}.pdf`);
    expect(file.status).toBe(404);
    const album = await fetch(`${COUNTED.site}/subgallery/made-up-${made}`, { redirect: 'manual' });
    expect(album.status).toBe(307);
  }
  const reads = new Map<string, number>();
  for (const { path } of await providerRequests(COUNTED.provider)) reads.set(path, (reads.get(path) ?? 0) + 1);
  expect(reads.size).toBeGreaterThan(5);
  for (const [path, count] of reads) expect(count, path).toBeLessThanOrEqual(2);
  expect([...reads.values()].reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(2 * 14);
});

test('while no list can be read, any file or album address is refused, in every fault mode', async () => {
  for (const mode of ['down', 'malformed', 'broken', 'error', 'slow']) {
    await setFault(FAILING.provider, mode, { delayMs: 6_000 });
    // The list's age bound (one second here) passes, so each mode is a new read that fails.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const file = await fetch(`${FAILING.site}/files/anything/at/all.pdf`);
    expect(file.status, mode).toBe(503);
    const album = await fetch(`${FAILING.site}/subgallery/made-up-album`, { redirect: 'manual' });
    expect(album.status, mode).toBe(503);
  }
  await setFault(FAILING.provider, 'ok');
  await waitFor(async () => (await fetch(`${FAILING.site}/files/anything/at/all.pdf`)).status === 404, 'the list read once the provider is back');
});

test('a 50 MB file is streamed: HEAD reads no body, a range is asked as a range, validators are honoured', async () => {
  // Its first bytes read once (size, validators, kind), then every request below.
  expect((await fetch(`${COUNTED.site}${FILM}`, { method: 'HEAD' })).status).toBe(200);
  await forgetRequests(COUNTED.provider);
  const head = await fetch(`${COUNTED.site}${FILM}`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('content-type')).toBe('video/mp4');
  const etag = head.headers.get('etag')!;
  expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
  expect(head.headers.get('last-modified')).toBeTruthy();

  const first = await fetch(`${COUNTED.site}${FILM}`, { headers: { range: 'bytes=0-0' } });
  expect(first.status).toBe(206);
  expect(first.headers.get('content-range')).toBe(`bytes 0-0/${FILM_BYTES}`);
  expect(first.headers.get('cache-control')).toMatch(/^private/);
  expect((await first.arrayBuffer()).byteLength).toBe(1);
  const middle = await fetch(`${COUNTED.site}${FILM}`, { headers: { range: 'bytes=1000000-1000099', 'if-range': etag } });
  expect(middle.status).toBe(206);
  expect((await middle.arrayBuffer()).byteLength).toBe(100);
  const asked = (await providerRequests(COUNTED.provider)).filter(({ path }) => path.endsWith('open-day-film-50mb.mp4'));
  // The HEAD asked nothing of the provider; each range was asked as that range, nothing whole.
  expect(asked.map(({ range }) => range)).toEqual(['bytes=0-0', 'bytes=1000000-1000099']);

  expect((await fetch(`${COUNTED.site}${FILM}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  const stale = await fetch(`${COUNTED.site}${FILM}`, { headers: { range: 'bytes=0-0', 'if-range': '"an-older-version"' } });
  expect(stale.status).toBe(200);
  expect(stale.headers.get('content-range')).toBeNull();
  let streamed = 0;
  for await (const chunk of stale.body!) streamed += (chunk as Uint8Array).byteLength;
  expect(streamed).toBe(FILM_BYTES);
  const past = await fetch(`${COUNTED.site}${FILM}`, { headers: { range: `bytes=${FILM_BYTES}-` } });
  expect([past.status, past.headers.get('cache-control')]).toEqual([416, 'no-store']);
});

test('a file whose bytes are not what its name says is not served as that type', async () => {
  const response = await fetch(`${COUNTED.site}${MISNAMED}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/octet-stream');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
});

/** A raw request, for what fetch refuses to send (TRACE) or sends otherwise. */
function raw(method: string, path: string, headers: Record<string, string | number> = {}, body?: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${E2E.siteUrl}${path}`, { method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

test('methods Next cannot read are 405 before Next, and posts are judged by their headers', async () => {
  const origin = { origin: E2E.siteUrl };
  for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
    expect((await raw(method, '/news')).status, method).toBe(405);
    expect((await raw(method, '/api/health')).status, method).toBe(405);
  }
  // An action call 8 MB deep: refused from its headers at once.
  const nested = Buffer.from('['.repeat(8 * 1024 * 1024));
  expect((await raw('POST', '/contact-us', { ...origin, 'next-action': '7f00aa', 'content-type': 'text/plain;charset=UTF-8', 'content-length': nested.length }, nested)).status).toBe(400);
  // A multipart of 150,000 fields (9 MB) to the enquiry page: too large, unread.
  const fields = Buffer.from(`${'--x\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n'.repeat(150_000)}--x--\r\n`);
  expect((await raw('POST', '/contact-us', { ...origin, 'content-type': 'multipart/form-data; boundary=x', 'content-length': fields.length }, fields)).status).toBe(413);
  // The same, chunked (no declared length), to the career page.
  expect((await raw('POST', '/career', { ...origin, 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' }, fields)).status).toBe(411);
  // The pages still answer.
  expect((await raw('GET', '/news')).status).toBe(200);
});
