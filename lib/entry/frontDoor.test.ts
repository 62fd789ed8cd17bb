/**
 * The front door on a real Node server and real sockets, with a stand-in for Next's handler that does what
 * Next does with a request: reads a POST's body whole, then answers (and sets a page's Vary itself).
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { allowances, createFrontDoor, FRONT_DOOR_HEADER, type FrontDoorLimits } from './frontDoor';
import { settings } from '../server/settings';
import { SECURITY_HEADERS } from '@/lib/entry/responseHeaders';
import { fileVerdict } from '@/lib/provider/serveFile';

jest.mock('@/lib/provider/serveFile', () => ({ fileVerdict: jest.fn(async () => 'served') }));
// The gallery listings hold one album.
jest.mock('@/lib/provider/albumIndex', () => ({
  ...jest.requireActual('@/lib/provider/albumIndex'),
  isKnownAlbum: jest.fn(async (id: string) => id === 'sports-day'),
}));

const { siteUrl } = settings;

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
}

async function door(limits: Partial<FrontDoorLimits> = {}) {
  const seen: Seen[] = [];
  const refusals: string[] = [];
  let holdFiles = false;
  const held: http.ServerResponse[] = [];
  const server = createFrontDoor({
    siteUrl,
    trustedProxyHops: 0,
    limits,
    onRefused: (reason) => refusals.push(reason),
    handle: async (request, response) => {
      let bodyBytes = 0;
      for await (const chunk of request) bodyBytes += (chunk as Buffer).length;
      seen.push({ url: request.url ?? '', headers: request.headers, bodyBytes });
      if (holdFiles && request.url?.startsWith('/files/')) return void held.push(response);
      response.setHeader('vary', 'rsc, next-router-state-tree');
      response.end('served');
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    seen,
    refusals,
    held,
    holdFilesOpen: () => (holdFiles = true),
    close: async () => {
      held.forEach((response) => response.destroy());
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Writes raw bytes on a new connection; resolves with all the server sent once it closes the connection (or, `untilAnswer`, once an answer's head has come). */
function raw(port: number, bytes: string, { keepWriting, untilAnswer = false }: { keepWriting?: (socket: net.Socket) => void; untilAnswer?: boolean } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (untilAnswer && answer.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
    socket.write(bytes);
    keepWriting?.(socket);
  });
}

const get = (port: number, path: string, headers: Record<string, string> = {}, localAddress?: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false, localAddress }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });

let site: Awaited<ReturnType<typeof door>>;
afterEach(() => site?.close());

test('an upgrade is answered and the connection closed, whatever the path; Next never sees it', async () => {
  site = await door();
  for (const path of ['/news', '/_next/static/x.js', '/subgallery?id=zz']) {
    const answer = await raw(site.port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  }
  expect(await raw(site.port, 'TRACE /news HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
  expect(site.seen).toEqual([]);
  expect(site.refusals.filter((reason) => reason === 'upgrade')).toHaveLength(4);
});

test('CONNECT, TRACE and a request Node cannot parse are answered and closed', async () => {
  site = await door();
  expect(await raw(site.port, 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n')).toMatch(/^HTTP\/1\.1 405 /);
  const trace = await raw(site.port, 'TRACE /news HTTP/1.1\r\nHost: x\r\n\r\n');
  expect(trace).toMatch(/^HTTP\/1\.1 405 /);
  expect(trace).toMatch(/\r\nallow: GET, HEAD\r\n/i);
  expect(await raw(site.port, 'GET /news HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
  expect(site.seen).toEqual([]);
});

test('refusals decided by headers arrive before any of the body is sent; past the size a browser may be sent, the connection closes', async () => {
  site = await door();
  // Each declares a body it never sends: an answer at all proves the door did not wait for it.
  const post = (path: string, headers: string) => raw(site.port, `POST ${path} HTTP/1.1\r\nHost: x\r\n${headers}\r\n`, { untilAnswer: true });
  const own = `Origin: ${siteUrl}\r\n`;
  expect(await post('/api/enquiry', `Origin: https://evil.example\r\nContent-Type: application/json\r\nContent-Length: 100\r\n`)).toMatch(/^HTTP\/1\.1 403 /);
  expect(await post('/contact-us', `${own}Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 9000000\r\n`)).toMatch(/^HTTP\/1\.1 413 /);
  expect(await post('/career', `${own}Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 9000000\r\n`)).toMatch(/^HTTP\/1\.1 303 [\s\S]*location: \/career\/file-too-large/i);
  expect(await post('/news', `${own}Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 9000000\r\n`)).toMatch(/^HTTP\/1\.1 405 /);
  expect(await raw(site.port, `GET /news HTTP/1.1\r\nHost: x\r\nContent-Length: 9000000\r\n\r\n`, { untilAnswer: true })).toMatch(/^HTTP\/1\.1 413 /);
  // Past the size: answered, and closed by the server.
  expect(await raw(site.port, `POST /api/enquiry HTTP/1.1\r\nHost: x\r\n${own}Content-Type: application/json\r\nContent-Length: 200000000\r\n\r\n`)).toMatch(/^HTTP\/1\.1 413 [\s\S]*connection: close/i);
  expect(await raw(site.port, `POST /career HTTP/1.1\r\nHost: x\r\n${own}Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 200000000\r\n\r\n`)).toMatch(/^HTTP\/1\.1 303 [\s\S]*connection: close/i);
  expect(site.seen).toEqual([]);
});

test('a refused body a browser goes on sending is dropped as it arrives, and the connection then serves the next request', async () => {
  site = await door();
  const body = 'x'.repeat(9_000_000);
  const answer = await raw(site.port, `POST /career HTTP/1.1\r\nHost: x\r\nOrigin: ${siteUrl}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\n\r\n${body}GET /news HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  expect(answer).toMatch(/^HTTP\/1\.1 303 [\s\S]*HTTP\/1\.1 200 [\s\S]*served$/);
  expect(site.seen.map(({ url }) => url)).toEqual(['/news']);
});

test("a page's own post whose multipart does not parse is answered 400; one that parses reaches Next whole, as it came", async () => {
  site = await door();
  const post = (body: string) =>
    raw(site.port, `POST /contact-us HTTP/1.1\r\nHost: x\r\nOrigin: ${siteUrl}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  expect(await post('garbage')).toMatch(/^HTTP\/1\.1 400 [\s\S]*The form could not be read/);
  expect(await post('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n')).toMatch(/^HTTP\/1\.1 400 /);
  const whole = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha Rao\r\n--x--\r\n';
  expect(await post(whole)).toMatch(/^HTTP\/1\.1 200 /);
  expect(site.seen.map(({ url, bodyBytes }) => [url, bodyBytes])).toEqual([['/contact-us', Buffer.byteLength(whole)]]);
});

test('Expect: 100-continue is told to send its body only when it may', async () => {
  site = await door();
  const refused = await raw(site.port, `POST /api/enquiry HTTP/1.1\r\nHost: x\r\nOrigin: https://evil.example\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n`);
  expect(refused).toMatch(/^HTTP\/1\.1 403 /);
  const accepted = await raw(site.port, `POST /api/enquiry HTTP/1.1\r\nHost: x\r\nOrigin: ${siteUrl}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`, {
    keepWriting: (socket) => socket.once('data', () => socket.write('{}')),
  });
  expect(accepted).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
  expect(site.seen.map(({ url, bodyBytes }) => [url, bodyBytes])).toEqual([['/api/enquiry', 2]]);
});

/** Writes `total` bytes of a body, `chunk` bytes every `everyMs`. */
const writeAtPace = (chunk: number, everyMs: number, total: number) => (socket: net.Socket) => {
  let sent = 0;
  const timer = setInterval(() => {
    socket.write('x'.repeat(chunk));
    if ((sent += chunk) >= total) clearInterval(timer);
  }, everyMs);
};

test('a body that stops arriving is cut after its first window; one that keeps its pace is read whole', async () => {
  site = await door({ bodyFloorWindowMs: 200, bodyFloorBytesPerSecond: 1_000 });
  const head = `POST /api/enquiry HTTP/1.1\r\nHost: x\r\nOrigin: ${siteUrl}\r\nContent-Type: application/json\r\nConnection: close\r\n`;
  const stalled = await raw(site.port, `${head}Content-Length: 5000\r\n\r\n{"a":`);
  expect(stalled).toBe('');
  expect(site.refusals).toContain('body_too_slow');
  const paced = await raw(site.port, `${head}Content-Length: 2000\r\n\r\n`, {
    keepWriting: writeAtPace(250, 50, 2000),
  });
  expect(paced).toMatch(/^HTTP\/1\.1 200 /);
  expect(site.seen.map(({ bodyBytes }) => bodyBytes)).toEqual([2000]);
});

test('the pace is judged over whole windows: a body at 2 kB/s passes a 1 kB/s floor, whatever the tick', async () => {
  // Windows of 4 s, ticks of 1 s: judged per tick against a window's floor, the body would need 4 kB/s.
  // Twice the floor and half that, so a busy machine's late timers change neither verdict.
  site = await door({ bodyFloorWindowMs: 4_000, bodyFloorBytesPerSecond: 1_000 });
  const answer = await raw(site.port, `POST /api/enquiry HTTP/1.1\r\nHost: x\r\nOrigin: ${siteUrl}\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: 14000\r\n\r\n`, {
    keepWriting: writeAtPace(1_000, 500, 14_000),
  });
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(site.refusals).not.toContain('body_too_slow');
}, 30_000);

test('a body past its deadline is cut, however steadily it arrives', async () => {
  site = await door({ bodyFloorWindowMs: 100, bodyFloorBytesPerSecond: 1 });
  const { BODY_RULES } = await import('@/lib/entry/requestRules');
  const original = BODY_RULES['/api/revalidate']!.deadlineMs;
  (BODY_RULES['/api/revalidate'] as { deadlineMs: number }).deadlineMs = 300;
  try {
    const answer = await raw(site.port, `POST /api/revalidate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n`, {
      keepWriting: (socket) => {
        const timer = setInterval(() => (socket.writable ? socket.write('x'.repeat(10)) : clearInterval(timer)), 20);
        socket.on('close', () => clearInterval(timer));
      },
    });
    expect(answer).toBe('');
    expect(site.refusals).toContain('body_deadline');
  } finally {
    (BODY_RULES['/api/revalidate'] as { deadlineMs: number }).deadlineMs = original;
  }
});

test('one client may have so many bodies in flight and file streams open; the next is refused at once', async () => {
  site = await door({ bodiesPerClient: 1, fileStreamsPerClient: 1, bodyFloorWindowMs: 60_000 });
  const holding = net.connect(site.port, '127.0.0.1');
  holding.write(`POST /api/enquiry HTTP/1.1\r\nHost: x\r\nOrigin: ${siteUrl}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await raw(site.port, `POST /api/enquiry HTTP/1.1\r\nHost: x\r\nOrigin: ${siteUrl}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`)).toMatch(/^HTTP\/1\.1 429 /);
  holding.destroy();

  site.holdFilesOpen();
  const film = net.connect(site.port, '127.0.0.1');
  film.write('GET /files/news/film.mp4 HTTP/1.1\r\nHost: x\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await get(site.port, '/files/news/film.mp4')).status).toBe(429);
  film.destroy();
  await new Promise((resolve) => setTimeout(resolve, 100));
  site.held.forEach((response) => response.end());
  expect(fileVerdict).toHaveBeenCalled();
});

test('a client is counted by its socket address, whatever X-Forwarded-For it writes', async () => {
  site = await door({ bodiesPerClient: 1, bodyFloorWindowMs: 60_000 });
  const holding = net.connect(site.port, '127.0.0.1');
  holding.write(`POST /api/enquiry HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.1\r\nOrigin: ${siteUrl}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const second = await raw(site.port, `POST /api/enquiry HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.2\r\nOrigin: ${siteUrl}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`);
  holding.destroy();
  expect(second).toMatch(/^HTTP\/1\.1 429 /);
});

test('connections from one address past the bound are answered 503 and closed', async () => {
  site = await door({ connectionsPerAddress: 2 });
  const open = [net.connect(site.port, '127.0.0.1'), net.connect(site.port, '127.0.0.1')];
  await Promise.all(open.map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await raw(site.port, 'GET /news HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 503 /);
  open.forEach((socket) => socket.destroy());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await get(site.port, '/news')).status).toBe(200);
});

test('an allowance is a burst that refills by the second; a full one is forgotten', () => {
  let now = 0;
  const allowance = allowances({ burst: 3, perSecond: 2 }, () => now);
  expect([allowance.take('a'), allowance.take('a'), allowance.take('a'), allowance.take('a')]).toEqual([true, true, true, false]);
  expect(allowance.spent('a')).toBe(true);
  expect(allowance.spent('b')).toBe(false);
  now = 400;
  expect(allowance.take('a')).toBe(false);
  now = 500;
  expect(allowance.take('a')).toBe(true);
  expect(allowance.take('a')).toBe(false);
  allowance.forgetFull();
  expect(allowance.size).toBe(1);
  now = 2_000;
  allowance.forgetFull();
  expect(allowance.size).toBe(0);
  expect(allowance.take('a')).toBe(true);
});

test("files past a client's allowance are answered 429 and never reach Next; pages and another address are served", async () => {
  site = await door({ fileRequestsPerClient: { burst: 2, perSecond: 0.001 } });
  expect(await raw(site.port, 'HEAD /files/news/film.mp4 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
  expect((await get(site.port, '/files/news/film.mp4')).status).toBe(200);
  const third = await get(site.port, '/files/news/film.mp4');
  expect(third.status).toBe(429);
  expect(third.headers['retry-after']).toBe('5');
  expect((await get(site.port, '/news')).status).toBe(200);
  expect((await get(site.port, '/files/news/film.mp4', {}, '127.0.0.2')).status).toBe(200);
  expect(site.seen.filter(({ url }) => url.startsWith('/files/'))).toHaveLength(3);
});

test("an address past its refusals has its connections held unread, then closed, until the allowance refills; others are served", async () => {
  site = await door({ refusalsPerAddress: { burst: 3, perSecond: 2 }, coolingHoldMs: 150 });
  for (let turn = 0; turn < 3; turn += 1) expect(await raw(site.port, 'TRACE /news HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 405 /);
  // Held, then closed without a byte read or written: no answer, and Next never sees it.
  const started = performance.now();
  expect(await raw(site.port, 'GET /news HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('');
  expect(performance.now() - started).toBeGreaterThanOrEqual(120);
  // An upgrade too: Node parses it whatever the socket's pause, and the door drops it unanswered.
  expect(await raw(site.port, 'GET /news HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n')).toBe('');
  expect(site.refusals.filter((reason) => reason === 'upgrade')).toHaveLength(0);
  expect(site.refusals).toContain('refusals_per_address');
  expect((await get(site.port, '/news', {}, '127.0.0.2')).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect((await get(site.port, '/news')).status).toBe(200);
  expect(site.seen.map(({ url }) => url)).toEqual(['/news', '/news']);
});

test('a held connection whose client hangs up is closed at once, not left half-open', async () => {
  site = await door({ refusalsPerAddress: { burst: 1, perSecond: 0.001 }, coolingHoldMs: 30_000 });
  expect(await raw(site.port, 'TRACE /news HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 405 /);
  for (const request of ['GET /news HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n', 'GET /news HTTP/1.1\r\nHost: x\r\n\r\n']) {
    const started = performance.now();
    const answer = await raw(site.port, request, { keepWriting: (socket) => setTimeout(() => socket.end(), 100) });
    expect(answer).toBe('');
    // Closed by the site as the client hung up, long before the hold's 30 s.
    expect(performance.now() - started).toBeLessThan(10_000);
  }
});

test('Next gets the address without the query its page does not read, the socket\'s address as the client, and the door\'s own mark', async () => {
  site = await door();
  await get(site.port, '/news?utm_source=newsletter&_rsc=1', { 'x-forwarded-for': '203.0.113.9', [FRONT_DOOR_HEADER]: 'forged', 'x-vercel-id': 'forged' });
  const [seen] = site.seen;
  expect(seen?.url).toBe('/news?_rsc=1');
  expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
  expect(seen?.headers[FRONT_DOOR_HEADER]).toBe('1');
  expect(seen?.headers['x-vercel-id']).toBeUndefined();
  expect(seen?.headers['x-request-id']).toMatch(/^[\w-]+$/);
});

test('every answer carries the site\'s security headers, its own refusals too; public media keep a day', async () => {
  site = await door();
  for (const answer of [await get(site.port, '/news'), await get(site.port, '/news', { 'content-length': '5' }).catch(() => null)]) {
    if (!answer) continue;
    for (const [name, value] of SECURITY_HEADERS) expect(answer.headers[name.toLowerCase()]).toBe(value);
  }
  expect((await get(site.port, '/images/logo.png')).headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  expect((await get(site.port, '/news')).headers['cache-control']).toBeUndefined();
});

test("an album's address reaches Next as its own page, whatever else the query carries or however it is spelled", async () => {
  site = await door();
  for (const path of ['/subgallery?id=sports-day', '/subgallery?id=sports-day&from=/activity', '/subgallery?utm_source=x&id=sports-day&from=%2Fphoto-gallery']) {
    expect([path, (await get(site.port, path)).status]).toEqual([path, 200]);
  }
  expect(site.seen.map(({ url }) => url)).toEqual(['/subgallery/sports-day', '/subgallery/sports-day', '/subgallery/sports-day']);
  const unknown = await get(site.port, '/subgallery?id=made-up&utm_source=x');
  expect([unknown.status, unknown.headers.location]).toEqual([307, '/subgallery']);
});

test('the splash varies by Save-Data beside the Vary Next sets itself, and Save-Data is served the light splash', async () => {
  site = await door();
  expect((await get(site.port, '/')).headers.vary).toBe('Save-Data, rsc, next-router-state-tree');
  const light = await get(site.port, '/', { 'save-data': 'on' });
  expect(light.headers.vary).toBe('Save-Data, rsc, next-router-state-tree');
  expect(site.seen.map(({ url }) => url)).toEqual(['/', '/splash-light']);
  expect((await get(site.port, '/news')).headers.vary).toBe('rsc, next-router-state-tree');
});
