import { NextRequest } from 'next/server';
import { allowedMethods, BODY_RULES, bodyProblem, declaresBody, imageSourceProblem, isReadMethod, wantsLessData, withoutUnreadQuery } from './requestRules';
import { settings } from '@/lib/server/settings';
import { config, proxy } from '../../proxy';
import { getAlbumIds } from '@/lib/provider/gallery';
import { isValidAlbumId } from '@/lib/provider/albumId';

// The gallery's list, as the provider would give it: no unit test reaches a server.
jest.mock('@/lib/provider/gallery', () => ({ getAlbumIds: jest.fn(async () => ['sports-day']) }));

const { siteUrl } = settings;

test('pages and files are read with GET and HEAD only', () => {
  expect(['GET', 'HEAD', 'get'].map(isReadMethod)).toEqual([true, true, true]);
  expect(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT'].map(isReadMethod)).toEqual(Array(7).fill(false));
});

test('Save-Data is read as the browser sends it', () => {
  expect(['on', 'On', ' on '].map((value) => wantsLessData(new Headers({ 'save-data': value })))).toEqual([true, true, true]);
  expect(['off', '', '1'].map((value) => wantsLessData(new Headers({ 'save-data': value })))).toEqual([false, false, false]);
  expect(wantsLessData(new Headers())).toBe(false);
});

test('the optimiser fetches no address with credentials', () => {
  expect(imageSourceProblem('http://admin:s3cret@127.0.0.1:4010/api/image/x.png')).toMatch(/credentials/);
  expect(imageSourceProblem('http://admin@127.0.0.1:4010/api/image/x.png')).toMatch(/credentials/);
  expect(imageSourceProblem('//admin:s3cret@127.0.0.1:4010/api/image/x.png')).toMatch(/credentials/);
  expect(imageSourceProblem(null)).toMatch(/missing/);
  expect(imageSourceProblem('http://127.0.0.1:4010/api/image/x.png')).toBeNull();
  expect(imageSourceProblem('/images/logo.svg')).toBeNull();
});

describe('the proxy', () => {
  const call = (method: string, path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`http://site.test${path}`, { method, headers }));
  const fromThisSite = { origin: siteUrl };

  test.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST'])('%s on a page or the optimiser: 405 with Allow', async (method) => {
    for (const path of ['/landing', '/images/logo.svg', '/_next/image?url=%2Fimages%2Flogo.svg&w=64&q=75']) {
      const response = await call(method, path);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  const formPost = (bytes: number, extra: Record<string, string> = {}) => ({ ...fromThisSite, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(bytes), ...extra });

  test('the form pages also take POST (the browser posting the form itself), and say so in Allow', async () => {
    for (const path of ['/contact-us', '/career']) {
      expect((await call('POST', path, formPost(2_000))).headers.get('x-middleware-next')).toBe('1');
      expect((await call('POST', path, { ...fromThisSite, 'content-type': 'application/x-www-form-urlencoded', 'content-length': '20' })).headers.get('x-middleware-next')).toBe('1');
      const refused = await call('PUT', path);
      expect([refused.status, refused.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
    }
  });

  test('an application posted without scripts that is too large to read goes to the career page with the file\'s message', async () => {
    const refused = await call('POST', '/career', formPost(9 * 1024 * 1024));
    expect([refused.status, refused.headers.get('location')]).toEqual([303, 'http://site.test/career/file-too-large']);
    expect((await call('POST', '/career', formPost(6 * 1024 * 1024))).headers.get('x-middleware-next')).toBe('1');
  });

  test('a page post is judged by its headers alone: a Server Action call, no length, another type or an enquiry too long are refused', async () => {
    const status = async (path: string, headers: Record<string, string>) => (await call('POST', path, headers)).status;
    for (const path of ['/contact-us', '/career']) {
      expect(await status(path, formPost(100, { 'next-action': '7f00aa' }))).toBe(400);
      expect(await status(path, { ...fromThisSite, 'content-type': 'text/plain;charset=UTF-8', 'next-action': '7f00aa', 'content-length': '3' })).toBe(400);
      expect(await status(path, { ...fromThisSite, 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' })).toBe(411);
      expect(await status(path, { ...fromThisSite, 'content-type': 'multipart/form-data; boundary=x' })).toBe(411);
      expect(await status(path, formPost(100, { 'content-type': 'application/json' }))).toBe(415);
    }
    expect(await status('/contact-us', formPost(64 * 1024 + 1))).toBe(413);
    expect(await status('/contact-us', formPost(64 * 1024))).not.toBe(413);
  });

  test('an album is checked against the gallery list read once, not once per address', async () => {
    const reads = (getAlbumIds as jest.Mock).mock.calls.length;
    for (let made = 0; made < 20; made += 1) expect((await call('GET', `/subgallery/made-up-${made}`)).status).toBe(307);
    expect((await call('GET', '/subgallery/sports-day')).headers.get('x-middleware-next')).toBe('1');
    expect((getAlbumIds as jest.Mock).mock.calls.length - reads).toBeLessThanOrEqual(1);
  });

  test("a known album's address is served by its own cached page, only the framework's _rsc kept; a malformed id is no album", async () => {
    expect((await call('GET', '/subgallery?id=sports-day&from=%2Fphoto-gallery')).headers.get('x-middleware-rewrite')).toBe('http://site.test/subgallery/sports-day');
    expect((await call('GET', '/subgallery?id=sports-day&_rsc=1a2b')).headers.get('x-middleware-rewrite')).toBe('http://site.test/subgallery/sports-day?_rsc=1a2b');
    expect((await call('GET', '/subgallery/sports-day')).headers.get('x-middleware-next')).toBe('1');
    // Each id the provider calls accept, and nothing else, is looked up at all.
    for (const id of ['a b', '../x', 'x'.repeat(200)]) expect(isValidAlbumId(id)).toBe(false);
    expect((await call('GET', `/subgallery?id=${encodeURIComponent('../x')}`)).status).toBe(307);
  });

  test('the splash asked for with Save-Data is the light splash, at the same address', async () => {
    const light = await call('GET', '/', { 'save-data': 'on' });
    expect(light.headers.get('x-middleware-rewrite')).toBe('http://site.test/splash-light');
    expect((await call('GET', '/')).headers.get('x-middleware-next')).toBe('1');
    expect((await call('GET', '/landing', { 'save-data': 'on' })).headers.get('x-middleware-next')).toBe('1');
  });

  test('GET and HEAD pass; an optimiser URL with credentials is refused', async () => {
    expect((await call('GET', '/landing')).headers.get('x-middleware-next')).toBe('1');
    expect((await call('HEAD', '/landing')).headers.get('x-middleware-next')).toBe('1');
    const refused = await call('GET', `/_next/image?url=${encodeURIComponent('http://admin:s3cret@127.0.0.1:4010/api/image/x.png')}&w=64&q=75`);
    expect(refused.status).toBe(400);
  });

  test('stays off /api/* (uploads must not be buffered; the routes judge their posts) and the immutable build files', () => {
    const matches = (path: string) => config.matcher.some((source) => new RegExp(`^${source}$`).test(path));
    expect(matches('/landing')).toBe(true);
    expect(matches('/contact-us')).toBe(true);
    expect(matches('/_next/image')).toBe(true);
    expect(matches('/api/career')).toBe(false);
    expect(matches('/api/enquiry')).toBe(false);
    expect(matches('/_next/static/chunks/a.js')).toBe(false);
  });

  test('a query the page does not read sends the browser to the address without it', async () => {
    const cleaned = await call('GET', '/news?utm_source=newsletter');
    expect([cleaned.status, cleaned.headers.get('location')]).toEqual([307, 'http://site.test/news']);
  });
});

describe('what takes a body, judged by its headers alone', () => {
  const accepted = new Set([new URL(siteUrl).origin]);
  const headers = (extra: Record<string, string>) => new Headers({ origin: siteUrl, ...extra });

  test('only the addresses of the body table take POST', () => {
    for (const path of Object.keys(BODY_RULES)) expect(allowedMethods(path)).toEqual(['GET', 'HEAD', 'POST']);
    for (const path of ['/landing', '/api/search', '/api/health', '/files/a.pdf', '/_next/image']) expect(allowedMethods(path)).toEqual(['GET', 'HEAD']);
  });

  test('a form from another site, of another type, or declaring more than its bound is refused; the webhook and beacons are judged by their routes', () => {
    const enquiry = BODY_RULES['/api/enquiry']!;
    expect(bodyProblem(enquiry, headers({ 'content-type': 'application/json', 'content-length': '200' }), accepted)).toBeNull();
    expect(bodyProblem(enquiry, headers({ origin: 'https://evil.example', 'content-type': 'application/json', 'content-length': '200' }), accepted)).toMatchObject({ status: 403 });
    expect(bodyProblem(enquiry, headers({ 'content-type': 'text/plain', 'content-length': '200' }), accepted)).toMatchObject({ status: 415 });
    expect(bodyProblem(enquiry, headers({ 'content-type': 'application/json', 'content-length': String(enquiry.maxBytes + 1) }), accepted)).toMatchObject({ status: 413 });
    expect(bodyProblem(enquiry, headers({ 'content-type': 'application/json', 'content-length': '12x' }), accepted)).toMatchObject({ status: 400 });
    // Chunked: bounded as it arrives, by nginx and the route.
    expect(bodyProblem(enquiry, headers({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }), accepted)).toBeNull();
    const webhook = BODY_RULES['/api/revalidate']!;
    expect(bodyProblem(webhook, new Headers({ 'content-type': 'application/json', 'content-length': '40' }), accepted)).toBeNull();
    expect(bodyProblem(BODY_RULES['/api/vitals']!, new Headers({ 'content-type': 'text/plain', 'content-length': '40' }), accepted)).toBeNull();
  });

  test('a body is declared by a length other than zero or by a transfer coding', () => {
    expect(declaresBody(new Headers({ 'content-length': '0' }))).toBe(false);
    expect(declaresBody(new Headers())).toBe(false);
    expect(declaresBody(new Headers({ 'content-length': '5' }))).toBe(true);
    expect(declaresBody(new Headers({ 'transfer-encoding': 'chunked' }))).toBe(true);
  });
});

describe('the query parameters a page reads', () => {
  const cleaned = (address: string) => withoutUnreadQuery(new URL(address, 'http://site.test'))?.href.replace('http://site.test', '') ?? null;

  test('an ISR page reads none: each is dropped, the framework\'s own _rsc kept', () => {
    expect(cleaned('/circulars?token=SECRET-42')).toBe('/circulars');
    expect(cleaned('/landing?a=1&b=2')).toBe('/landing');
    expect(cleaned('/subgallery/sports-day?token=x')).toBe('/subgallery/sports-day');
    expect(cleaned('/news?_rsc=abc&token=x')).toBe('/news?_rsc=abc');
    expect(cleaned('/testimonials?')).toBeNull();
  });

  test("the album address keeps a well-formed id and a gallery listing's address for its Back link, nothing else", () => {
    expect(cleaned('/subgallery?id=sports-day&from=%2Fphoto-gallery')).toBeNull();
    expect(cleaned('/subgallery?id=sports-day&from=https%3A%2F%2Fevil.example')).toBe('/subgallery?id=sports-day');
    expect(cleaned('/subgallery?id=..%2F..%2Fetc%2Fpasswd&from=%2Factivity')).toBe('/subgallery?from=%2Factivity');
    expect(cleaned('/subgallery?id=sports-day&id=SECRET-42')).toBe('/subgallery?id=sports-day');
  });

  test('the album address keeps its id; search and the image optimiser keep everything; nothing to drop is null', () => {
    expect(cleaned('/subgallery?token=x&id=sports-day')).toBe('/subgallery?id=sports-day');
    expect(cleaned('/subgallery?id=sports-day')).toBeNull();
    expect(cleaned('/search?q=fees&token=x')).toBeNull();
    expect(cleaned('/_next/image?url=%2Fa.png&w=64&q=75')).toBeNull();
    expect(cleaned('/circulars')).toBeNull();
  });
});
