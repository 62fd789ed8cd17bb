/** @jest-environment node */
import { NextRequest } from 'next/server';
import { imageSourceProblem, isReadMethod } from './requestRules';
import { config, proxy } from '../proxy';

test('pages and files are read with GET and HEAD only', () => {
  expect(['GET', 'HEAD', 'get'].map(isReadMethod)).toEqual([true, true, true]);
  expect(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT'].map(isReadMethod)).toEqual(Array(7).fill(false));
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
  const call = (method: string, path: string) => proxy(new NextRequest(`http://site.test${path}`, { method }));

  test.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST'])('%s on a page or the optimiser: 405 with Allow', async (method) => {
    for (const path of ['/landing', '/images/logo.svg', '/_next/image?url=%2Fimages%2Flogo.svg&w=64&q=75']) {
      const response = await call(method, path);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  test('the form pages also take POST (the browser posting the form itself), and say so in Allow', async () => {
    for (const path of ['/contact-us', '/career']) {
      expect((await call('POST', path)).headers.get('x-middleware-next')).toBe('1');
      const refused = await call('PUT', path);
      expect([refused.status, refused.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
    }
  });

  test('an application posted without scripts that is too large to read goes to the career page with the file\'s message', async () => {
    const post = (bytes: number) => proxy(new NextRequest('http://site.test/career', { method: 'POST', headers: { 'content-length': String(bytes) } }));
    const refused = await post(9 * 1024 * 1024);
    expect([refused.status, refused.headers.get('location')]).toEqual([303, 'http://site.test/career/file-too-large']);
    expect((await post(6 * 1024 * 1024)).headers.get('x-middleware-next')).toBe('1');
  });

  test('GET and HEAD pass; an optimiser URL with credentials is refused', async () => {
    expect((await call('GET', '/landing')).headers.get('x-middleware-next')).toBe('1');
    expect((await call('HEAD', '/landing')).headers.get('x-middleware-next')).toBe('1');
    const refused = await call('GET', `/_next/image?url=${encodeURIComponent('http://admin:s3cret@127.0.0.1:4010/api/image/x.png')}&w=64&q=75`);
    expect(refused.status).toBe(400);
  });

  test('stays off /api/* (uploads must not be buffered) and the immutable build files', () => {
    const [matcher] = config.matcher;
    const matches = (path: string) => new RegExp(`^${matcher}$`).test(path);
    expect(matches('/landing')).toBe(true);
    expect(matches('/_next/image')).toBe(true);
    expect(matches('/api/career')).toBe(false);
    expect(matches('/api/enquiry')).toBe(false);
    expect(matches('/_next/static/chunks/a.js')).toBe(false);
  });
});
