import { clearDataCache, revalidateTag } from '@/test/nextDataCache';
import type * as ClientModule from './client';


type Client = typeof ClientModule;

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit & { next?: unknown }]>();

/** A fresh copy of the client, reading the environment as it is now. */
function loadClient(env: Record<string, string | undefined> = {}): Client {
  jest.resetModules();
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return jest.requireActual<Client>('./client');
}

const ENV_KEYS = ['PROVIDER_TOKEN', 'PROVIDER_API_URL', 'SCHOOL_CODE', 'CONTENT_REVALIDATE_SECONDS', 'PROVIDER_TIMEOUT_MS', 'NEXT_PHASE'];
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

beforeEach(() => {
  clearDataCache();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  jest.restoreAllMocks();
});

const ok = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
const identity = (raw: Record<string, unknown>) => raw;

describe('requests', () => {
  test('go to PROVIDER_API_URL with the school code, uncached (the normalised list is what is cached)', async () => {
    const client = loadClient({
      PROVIDER_API_URL: 'https://provider.example/',
      SCHOOL_CODE: 'ABC',
      CONTENT_REVALIDATE_SECONDS: '120',
      PROVIDER_TOKEN: undefined,
    });
    fetchMock.mockResolvedValue(ok('{"data":[]}'));
    await client.providerGet(client.schoolPath('gallery', 'All'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://provider.example/api/gallery/All/ABC');
    expect(init.cache).toBe('no-store');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  test('carry the bearer token when PROVIDER_TOKEN is set', async () => {
    const client = loadClient({ PROVIDER_TOKEN: 'secret-token' });
    fetchMock.mockResolvedValue(ok('{"data":[]}'));
    await client.providerGet('/api/news/KVNS');
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('authorization')).toBe('Bearer secret-token');
  });

  test('a provider that hangs is cut off after the timeout', async () => {
    const client = loadClient({ PROVIDER_TIMEOUT_MS: '50' });
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const started = Date.now();
    await expect(client.providerGet('/api/news/KVNS')).rejects.toThrow(/request failed \(TimeoutError/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test.each([
    ['cut-off JSON', () => ok('{"status":true,"data":[{"title":"Cut'), /malformed JSON/],
    ['an HTML error page', () => ok('<html>Bad gateway</html>'), /malformed JSON/],
    ['a 500', () => new Response('{}', { status: 500 }), /answered 500/],
    ['a 404', () => new Response('{}', { status: 404 }), /answered 404/],
  ])('%s is a provider error', async (_label, response, message) => {
    const client = loadClient();
    fetchMock.mockResolvedValue(response());
    await expect(client.providerGet('/api/news/KVNS')).rejects.toThrow(message);
  });

  test('a refused connection is a provider error', async () => {
    const client = loadClient();
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(client.providerGet('/api/news/KVNS')).rejects.toBeInstanceOf(client.ProviderError);
  });
});

describe('what a failure becomes', () => {
  test('at run time, with no good answer yet, it throws, so the last good page stays', async () => {
    const client = loadClient({ NEXT_PHASE: undefined });
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(client.loadList('/api/news/KVNS', 'news', identity)).rejects.toBeInstanceOf(client.ProviderError);
  });

  test('during the build (no good copy yet) it is the empty state', async () => {
    const client = loadClient({ NEXT_PHASE: 'phase-production-build' });
    fetchMock.mockResolvedValue(ok('{"data":[{"title":'));
    await expect(client.loadList('/api/news/KVNS', 'news', identity)).resolves.toEqual([]);
  });

  test('an answer with nothing in it is a success, not a failure', async () => {
    const client = loadClient({ NEXT_PHASE: undefined });
    fetchMock.mockResolvedValue(ok('{"status":true,"data":[]}'));
    await expect(client.loadList('/api/news/KVNS', 'news', identity)).resolves.toEqual([]);
  });

  test.each([
    ['status false', '{"status":false,"message":"Internal error"}', /Provider \/api\/news\/KVNS: answered status false: "Internal error"/],
    ['a JSON string', '"Internal error"', /answered string, not an envelope/],
    ['an envelope without data', '{"status":true}', /without data/],
    ['data of the wrong kind', '{"status":true,"data":"none"}', /wrong kind/],
  ])('%s at run time throws a ProviderError naming the call, so the last good page stays', async (_label, body, message) => {
    const client = loadClient({ NEXT_PHASE: undefined });
    fetchMock.mockResolvedValue(ok(body));
    const loading = client.loadList('/api/news/KVNS', 'news', identity);
    await expect(loading).rejects.toBeInstanceOf(client.ProviderError);
    await expect(loading).rejects.toThrow(message);
  });

  test('a list is kept for the revalidation period, and the webhook\'s tag expires it at once', async () => {
    const client = loadClient({ NEXT_PHASE: undefined });
    fetchMock.mockImplementation(async () => ok('{"status":true,"data":[{"title":"Sports Day"}]}'));
    await client.loadList('/api/highlight/KVNS', 'highlights', identity);
    await client.loadList('/api/highlight/KVNS', 'highlights', identity);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    revalidateTag('news');
    await client.loadList('/api/highlight/KVNS', 'highlights', identity);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockImplementation(async () => ok('{"status":true,"data":[{"title":"Annual Day"}]}'));
    revalidateTag('highlights');
    await expect(client.loadList('/api/highlight/KVNS', 'highlights', identity)).resolves.toEqual([{ title: 'Annual Day' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test.each([
    ['refused', () => Promise.reject(new TypeError('fetch failed'))],
    ['HTML', () => Promise.resolve(ok('<html>Bad gateway</html>'))],
    ['status false', () => Promise.resolve(ok('{"status":false,"message":"Internal error"}'))],
    ['a 503', () => Promise.resolve(new Response('{}', { status: 503 }))],
  ])('after the webhook expired a good list, a call that fails (%s) answers the last good copy for its path; another path still fails', async (_label, failure) => {
    const client = loadClient({ NEXT_PHASE: undefined });
    fetchMock.mockResolvedValueOnce(ok('{"status":true,"data":[{"title":"Sports Day"}]}'));
    await expect(client.loadList('/api/highlight/KVNS', 'highlights', identity)).resolves.toEqual([{ title: 'Sports Day' }]);
    await new Promise((resolve) => setImmediate(resolve));
    revalidateTag('highlights');
    fetchMock.mockImplementation(failure);
    await expect(client.loadList('/api/highlight/KVNS', 'highlights', identity)).resolves.toEqual([{ title: 'Sports Day' }]);
    await expect(client.loadList('/api/event/KVNS', 'events', identity)).rejects.toBeInstanceOf(client.ProviderError);
  });

  test('records are normalised', async () => {
    const client = loadClient();
    fetchMock.mockResolvedValue(ok('{"data":[{"title":"A"},"junk",{"title":"B"}]}'));
    await expect(client.loadList('/api/news/KVNS', 'news', (raw) => raw.title)).resolves.toEqual(['A', 'B']);
  });
});
