import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { expect, test } from './test';
import { SITE_SERVER, outboxDirOfItsOwn, processGroup, waitFor } from './processes';
import { E2E } from './settings.mjs';
import { VALID_ENQUIRY } from '../test/forms';

/**
 * The front door (nginx before `next start`, as `npm run serve` runs them): what the site reads from the
 * provider for unknown addresses, that it refuses addresses while no list can be read, large files streamed
 * with their validators, posts judged by their headers, upgrades, slow posts and stalled streams that leave
 * the site unharmed, and many families behind one address with an attacker among them. Two instances of its
 * own, each on a provider of its own: one with the production period (lists kept 30 s), one with a
 * one-second period and a provider that fails.
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
  processes.start(process.execPath, [SITE_SERVER, '-p', new URL(site).port, '-H', '127.0.0.1'], {
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

/**
 * A raw request, for what fetch refuses to send (TRACE) or sends otherwise. Its headers go first; its body
 * only if no answer came within a second: an answer without the body is the front door's, from headers.
 */
function raw(method: string, path: string, headers: Record<string, string | number> = {}, body?: Buffer): Promise<{ status: number; body: string; bodySent: boolean; allow?: string }> {
  return new Promise((resolve, reject) => {
    let bodySent = false;
    const request = http.request(`${E2E.siteUrl}${path}`, { method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, bodySent, allow: response.headers.allow }));
    });
    request.on('error', reject);
    if (!body) return void request.end();
    request.flushHeaders();
    setTimeout(() => {
      if (request.destroyed || request.writableEnded) return;
      bodySent = true;
      request.end(body);
    }, 1_000);
  });
}

test('methods Next cannot read are 405 before Next, and posts are judged by their headers, before their bodies', async () => {
  const origin = { origin: E2E.siteUrl };
  for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
    expect(await raw(method, '/news'), method).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    expect(await raw(method, '/api/health'), method).toMatchObject({ status: 405, allow: 'GET, HEAD' });
  }
  // A page post's address takes POST too, and says so; a page that takes no body refuses it.
  expect(await raw('PUT', '/contact-us')).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' });
  expect(await raw('DELETE', '/api/form-post/contact-us')).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' });
  expect(await raw('POST', '/news', { 'content-length': 0 })).toMatchObject({ status: 405, allow: 'GET, HEAD' });
  // An action call 8 MB deep: over the page's limit, refused from its headers, before a byte of its body.
  const nested = Buffer.from('['.repeat(8 * 1024 * 1024));
  expect(await raw('POST', '/contact-us', { ...origin, 'next-action': '7f00aa', 'content-type': 'text/plain;charset=UTF-8', 'content-length': nested.length }, nested)).toMatchObject({ status: 413, bodySent: false });
  // The same 30 bytes deep, within the limit: a page post never calls a Server Action.
  const shallow = Buffer.from('['.repeat(30));
  expect(await raw('POST', '/contact-us', { ...origin, 'next-action': '7f00aa', 'content-type': 'text/plain;charset=UTF-8', 'content-length': shallow.length }, shallow)).toMatchObject({ status: 400 });
  // A multipart of 150,000 fields (9 MB) to the enquiry page: too large, unread.
  const fields = Buffer.from(`${'--x\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n'.repeat(150_000)}--x--\r\n`);
  expect(await raw('POST', '/contact-us', { ...origin, 'content-type': 'multipart/form-data; boundary=x', 'content-length': fields.length }, fields)).toMatchObject({ status: 413, bodySent: false });
  // The same, chunked (no declared length), to the career page: a browser always declares a form's length.
  expect(await raw('POST', '/career', { ...origin, 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' }, fields)).toMatchObject({ status: 411, bodySent: false });
  // From another site, to the enquiry's route and page alike.
  const small = Buffer.from(JSON.stringify({ name: 'x' }));
  for (const path of ['/api/enquiry', '/contact-us']) {
    expect(await raw('POST', path, { origin: 'https://evil.example', 'content-type': 'application/json', 'content-length': small.length }, small)).toMatchObject({ status: 403 });
  }
  // The pages still answer.
  expect((await raw('GET', '/news')).status).toBe(200);
});

/** The server's connections on `port` its peer has closed and it has not: sockets it would hold for ever. */
function closeWaitSockets(port: number): number {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => fs.readFileSync(file, 'utf8').split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1]?.endsWith(hexPort) && fields[3] === '08').length;
}

/** Writes `bytes` on a new connection and gives up after `ms`; resolves with what came back before it closed. */
function rawSocket(port: number, bytes: string, ms: number): Promise<{ answer: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedByServer: false });
    }, ms);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedByServer: true });
    });
    socket.write(bytes);
  });
}

test('upgrades, a post that stops sending and a provider file that stalls or ends short leave the site unharmed', async () => {
  const port = Number(new URL(COUNTED.site).port);
  // Upgrades, to pages, the build's files and an album: none is passed on, each is answered as a plain request.
  const upgrades = await Promise.all(
    Array.from({ length: 60 }, (_, index) => rawSocket(port, `GET ${['/news', '/_next/static/x.js', '/subgallery?id=zz'][index % 3]} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`, 10_000)),
  );
  expect(upgrades.map(({ answer }) => answer.slice(0, 13))).toEqual(Array.from({ length: 60 }, (_, index) => ['HTTP/1.1 200 ', 'HTTP/1.1 404 ', 'HTTP/1.1 307 '][index % 3]));
  expect(upgrades.every(({ closedByServer }) => closedByServer)).toBe(true);
  // An enquiry that declares 5 kB and sends ten bytes: cut once its pace falls below the floor.
  const slowPost = rawSocket(port, `POST /api/enquiry HTTP/1.1\r\nHost: x\r\nOrigin: ${COUNTED.site}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"`, 50_000);
  // The film, from a provider that sends half of it and then nothing, then half of it as if complete.
  const filmRead = async (mode: string) => {
    await setFault(COUNTED.provider, mode, { match: 'open-day-film' });
    const response = await fetch(`${COUNTED.site}${FILM}`);
    expect(response.status).toBe(200);
    let bytes = 0;
    try {
      for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
      return { bytes, whole: true };
    } catch {
      return { bytes, whole: false };
    } finally {
      await setFault(COUNTED.provider, 'ok');
    }
  };
  const stalled = await filmRead('stall-file');
  const short = await filmRead('short-file');
  expect(stalled.whole).toBe(false);
  expect(short.whole).toBe(false);
  expect(stalled.bytes).toBeLessThan(FILM_BYTES);
  // Closed by nginx when nothing more arrives within its body timeout (408, 20 s), before Next saw a byte.
  const slow = await slowPost;
  expect(slow.closedByServer).toBe(true);
  expect(slow.answer === '' || slow.answer.startsWith('HTTP/1.1 408 ')).toBe(true);
  // Unharmed: pages answer, and the site holds no connection its peer has closed.
  expect((await fetch(`${COUNTED.site}/news`)).status).toBe(200);
  await waitFor(async () => closeWaitSockets(port) === 0, 'no socket left in CLOSE_WAIT', 40);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A valid enquiry, as a family's browser posts it, from the one address every request here comes from. */
async function sendEnquiry(site: string, mark: string) {
  const body = { ...VALID_ENQUIRY, name: `Asha ${mark}`, email: `asha.${mark}@example.in`, message: `Please call, ${mark}.` };
  const response = await fetch(`${site}/api/enquiry`, { method: 'POST', headers: { origin: site, 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
  return response.status;
}

test('four refused posts abandoned half-sent from one address hold nothing: then its enquiries are accepted', async () => {
  const port = Number(new URL(COUNTED.site).port);
  const head = (path: string, headers: string) => `POST ${path} HTTP/1.1\r\nHost: x\r\n${headers}\r\n\r\n`;
  const abandoned = [
    // A post to a page that takes none (405, from its method), an enquiry page post far over
    // its size (413), one from another site, and an application over 8 MB: each sends a few bytes of its
    // body and is given up.
    head('/news', 'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000') + 'name=',
    head('/contact-us', `Origin: ${COUNTED.site}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 99999999`) + '--x',
    head('/contact-us', 'Origin: https://evil.example\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 5000') + '--x',
    head('/api/career', `Origin: ${COUNTED.site}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 9000000`) + '--x',
  ];
  const answers = await Promise.all(abandoned.map((bytes) => rawSocket(port, bytes, 1_500)));
  expect(answers.slice(0, 2).map(({ answer }) => answer.slice(0, 13))).toEqual(['HTTP/1.1 405 ', 'HTTP/1.1 413 ']);
  expect(answers[3]!.answer.slice(0, 13)).toBe('HTTP/1.1 413 ');
  const statuses = [];
  for (let sent = 0; sent < 5; sent += 1) statuses.push(await sendEnquiry(COUNTED.site, `abandoned-${sent}-${Date.now()}`));
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
});

test('a client looping on refusals waits for its answers; an enquiry from its address meanwhile does not wait', async () => {
  test.setTimeout(60_000);
  const site = COUNTED.site;
  // 300 refusals at once from one address: past the door's rate they are answered in turn, seconds apart.
  const refusals = Array.from({ length: 300 }, async () => ({ status: (await fetch(`${site}/news`, { method: 'DELETE' })).status, at: performance.now() }));
  await Promise.race(refusals);
  const enquiry = await sendEnquiry(site, `behind-refusals-${Date.now()}`).then((status) => ({ status, at: performance.now() }));
  const all = await Promise.all(refusals);
  expect(new Set(all.map(({ status }) => status))).toEqual(new Set([405]));
  expect(enquiry.status).toBe(200);
  // The enquiry, sent after the 300, had its answer before the last of them.
  expect(enquiry.at).toBeLessThan(Math.max(...all.map(({ at }) => at)));
});

/** An application's post sent at `bytesPerSecond` until `stop` says so: a slow upload that never ends. */
function trickledUpload(port: number, site: string, bytesPerSecond: number, stop: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(`POST /api/career HTTP/1.1\r\nHost: x\r\nOrigin: ${site}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 5000000\r\n\r\n`);
    const timer = setInterval(() => {
      if (stop() || socket.destroyed) {
        clearInterval(timer);
        socket.destroy();
        resolve();
      } else socket.write('x'.repeat(bytesPerSecond / 4));
    }, 250);
  });
}

test('40 families behind one address with an attacker on it (slow uploads, refusal loops, document loops): at least 39 enquiries accepted, every page served', async () => {
  test.setTimeout(120_000);
  const site = COUNTED.site;
  const port = Number(new URL(site).port);
  const circulars = (await (await fetch(`${COUNTED.provider}/api/circular/all/KVNS`)).json()) as { data: { attachments: string[] }[] };
  const documents = circulars.data.map(({ attachments }) => `/files/${attachments[0]}`);
  let attacking = true;
  const stop = () => !attacking;
  const loop = async (ask: (round: number) => Promise<unknown>) => {
    for (let round = 0; attacking; round += 1) await ask(round).catch(() => undefined);
  };
  const attack = [
    // Four applications trickled at 2 kB/s.
    ...Array.from({ length: 4 }, () => trickledUpload(port, site, 2048, stop)),
    // Refusal loops: methods no page takes, bodies where none is read, posts from another site.
    ...Array.from({ length: 4 }, (_, loopIndex) =>
      loop(async () => {
        const refused = [
          () => fetch(`${site}/news`, { method: 'PUT' }),
          () => fetch(`${site}/landing`, { method: 'POST', body: 'x'.repeat(4096) }),
          () => fetch(`${site}/api/enquiry`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' }),
          () => fetch(`${site}/news`, { method: 'DELETE' }),
        ][loopIndex]!;
        await (await refused()).arrayBuffer();
      }),
    ),
    // Document loops: the provider's files, asked for again and again.
    ...Array.from({ length: 8 }, (_, loopIndex) => loop(async (round) => void (await (await fetch(`${site}${documents[(loopIndex + round) % documents.length]}`)).arrayBuffer()))),
  ];
  await sleep(3_000);
  const families = await Promise.all(
    Array.from({ length: 40 }, async (_, family) => {
      const page = await fetch(`${site}/contact-us`, { signal: AbortSignal.timeout(30_000) }).then((response) => response.status, () => 0);
      const landing = await fetch(`${site}/landing`, { signal: AbortSignal.timeout(30_000) }).then((response) => response.status, () => 0);
      const sent = await sendEnquiry(site, `family-${family}-${Date.now()}`).catch(() => 0);
      return { page, landing, sent };
    }),
  );
  attacking = false;
  await Promise.all(attack);
  const accepted = families.filter(({ sent }) => sent === 200).length;
  const answered = families.reduce<Record<number, number>>((counts, { sent }) => ({ ...counts, [sent]: (counts[sent] ?? 0) + 1 }), {});
  test.info().annotations.push({ type: 'families accepted', description: `${accepted} of 40 (${JSON.stringify(answered)})` });
  expect(accepted).toBeGreaterThanOrEqual(39);
  expect(families.every(({ page, landing }) => page === 200 && landing === 200)).toBe(true);
});
