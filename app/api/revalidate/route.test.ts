import { revalidateTag } from 'next/cache';
import { GET as health } from '../health/route';
import { POST } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const call = (body: unknown, authorization?: string) =>
  POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

afterEach(() => {
  delete process.env.REVALIDATE_SECRET;
  jest.mocked(revalidateTag).mockClear();
});

test('without REVALIDATE_SECRET the webhook is off: 404', async () => {
  expect((await call({ content: ['news'] }, 'Bearer anything')).status).toBe(404);
  expect(revalidateTag).not.toHaveBeenCalled();
});

test('with the secret: 401, 400 with the reason, then 204 expiring each named content at once', async () => {
  process.env.REVALIDATE_SECRET = 'hook-secret-for-tests';
  const refused = await call({ content: ['news'] }, 'Bearer nope');
  expect([refused.status, refused.headers.get('www-authenticate')]).toEqual([401, 'Bearer']);
  const unknown = await call({ content: ['weather'] }, 'Bearer hook-secret-for-tests');
  expect(unknown.status).toBe(400);
  expect((await unknown.json()).error).toMatch(/^Unknown content: "weather"/);
  expect((await call('x'.repeat(10_000), 'Bearer hook-secret-for-tests')).status).toBe(413);
  expect(revalidateTag).not.toHaveBeenCalled();

  // No REDIS_URL here: nothing shared to reach, so nothing to refuse with 503.
  const done = await call({ content: ['news', 'gallery'] }, 'Bearer hook-secret-for-tests');
  expect(done.status).toBe(204);
  expect(jest.mocked(revalidateTag).mock.calls).toEqual([
    ['news', { expire: 0 }],
    ['gallery', { expire: 0 }],
  ]);
});

test('health: 200 and only "ok", with no provider call; deep: 503 when the provider cannot be read', async () => {
  const fetchSpy = jest.fn(async () => new Response('down', { status: 502 }));
  global.fetch = fetchSpy as unknown as typeof fetch;
  const shallow = await health(new Request('http://localhost/api/health'));
  expect(shallow.status).toBe(200);
  expect(await shallow.json()).toEqual({ status: 'ok' });
  expect(fetchSpy).not.toHaveBeenCalled();
  process.env.METRICS_TOKEN = 'operator-token-for-tests';
  const deep = await health(new Request('http://localhost/api/health?deep=1', { headers: { authorization: 'Bearer operator-token-for-tests' } }));
  delete process.env.METRICS_TOKEN;
  expect(deep.status).toBe(503);
  expect(await deep.json()).toMatchObject({ status: 'provider unreachable', provider: { ok: false, error: 'answered 502' }, sharedCache: null });
  expect(deep.headers.get('cache-control')).toBe('no-store');
});
