import { clearDataCache, revalidateTag } from '@/test/nextDataCache';
import { isKnownAlbum, requestedAlbumId } from './albumIndex';
import { getAlbumIds } from './gallery';

jest.mock('./gallery', () => ({ getAlbumIds: jest.fn() }));

const load = getAlbumIds as jest.MockedFunction<typeof getAlbumIds>;

beforeEach(() => {
  clearDataCache();
  load.mockReset();
  jest.useFakeTimers({ now: 0 });
});

afterEach(() => jest.useRealTimers());

test('made-up ids cost no read while the list is younger than 30 s; then one read finds an album added meanwhile', async () => {
  load.mockResolvedValue(['g1', 'g2']);
  expect(await isKnownAlbum('g1')).toBe(true);
  for (let made = 0; made < 20; made += 1) expect(await isKnownAlbum(`made-up-${made}`)).toBe(false);
  expect(load).toHaveBeenCalledTimes(1);
  load.mockResolvedValue(['g1', 'g2', 'g9']);
  jest.setSystemTime(29_000);
  expect(await isKnownAlbum('g9')).toBe(false);
  jest.setSystemTime(30_000);
  expect(await isKnownAlbum('g9')).toBe(true);
  expect(load).toHaveBeenCalledTimes(2);
});

test("the webhook's gallery tag makes an album just published known at once", async () => {
  load.mockResolvedValue(['g1']);
  expect(await isKnownAlbum('g9')).toBe(false);
  load.mockResolvedValue(['g1', 'g9']);
  revalidateTag('gallery');
  expect(await isKnownAlbum('g9')).toBe(true);
});

test('a failed read keeps the last list; with no list yet it cannot tell', async () => {
  load.mockRejectedValue(new Error('provider down'));
  expect(await isKnownAlbum('g1')).toBeNull();
  load.mockResolvedValue(['g1']);
  expect(await isKnownAlbum('g1')).toBe(true);
  load.mockRejectedValue(new Error('provider down'));
  jest.setSystemTime(60_000);
  expect(await isKnownAlbum('g1')).toBe(true);
});

test('reads the album id from /subgallery?id= and from the page it is rewritten to', () => {
  expect(requestedAlbumId(new URL('http://s/subgallery?id=g1&from=/photo-gallery'))).toBe('g1');
  expect(requestedAlbumId(new URL('http://s/subgallery'))).toBeUndefined();
  expect(requestedAlbumId(new URL('http://s/subgallery/g1'))).toBe('g1');
  expect(requestedAlbumId(new URL('http://s/subgallery/%3Cscript%3E'))).toBe('<script>');
  expect(requestedAlbumId(new URL('http://s/subgallery/%E0%A4'))).toBe('%E0%A4');
  expect(requestedAlbumId(new URL('http://s/photo-gallery'))).toBeUndefined();
});

