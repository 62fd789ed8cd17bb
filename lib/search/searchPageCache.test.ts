/** @jest-environment node */
// The proxy's loopback render of results pages: when it gives up on loopback, and when it tries again.
import { log } from '@/lib/observability/log.mjs';

type Module = typeof import('./searchPageCache');

function load(): Module {
  process.env.PORT = '3999';
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual('./searchPageCache');
  });
  return loaded!;
}

const refused = () => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
const page = () => new Response('<p>results</p>', { status: 200, headers: { 'content-type': 'text/html' } });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  jest.spyOn(log, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete process.env.PORT;
  jest.restoreAllMocks();
});

test('a render past its timeout is made in place this time, and loopback is tried again for the next query', async () => {
  const { keptSearchPage } = load();
  fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted due to timeout', 'TimeoutError')).mockResolvedValueOnce(page());
  expect(await keptSearchPage('?q=fees')).toBeNull();
  const answer = await keptSearchPage('?q=bus');
  expect(answer?.headers.get('x-kvns-search-cache')).toBe('miss');
  expect(await answer?.text()).toBe('<p>results</p>');
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a refused connection turns the loopback render off: later queries render in place, with no attempt', async () => {
  const { keptSearchPage } = load();
  fetchMock.mockRejectedValueOnce(refused()).mockResolvedValue(page());
  expect(await keptSearchPage('?q=fees')).toBeNull();
  expect(await keptSearchPage('?q=bus')).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ event: 'search.pages_not_kept' }), expect.stringContaining('refuses connections'));
});

test('a kept page is answered as a hit, with no second render', async () => {
  const { keptSearchPage } = load();
  fetchMock.mockImplementation(async () => page());
  expect((await keptSearchPage('?q=fees'))?.headers.get('x-kvns-search-cache')).toBe('miss');
  expect((await keptSearchPage('?q=fees'))?.headers.get('x-kvns-search-cache')).toBe('hit');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
