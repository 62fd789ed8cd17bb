import { expireAddressLists } from './addressLists';
import { isKnownAlbum, requestedAlbumId } from './albumIndex';
import { getAlbumIds } from './gallery';
import { forgetProcessWide } from '@/lib/server/processWide';

jest.mock('./gallery', () => ({ getAlbumIds: jest.fn() }));

const load = getAlbumIds as jest.MockedFunction<typeof getAlbumIds>;
/** A background read finishing. */
const settle = () => new Promise((resolve) => jest.requireActual<typeof import('node:timers')>('node:timers').setImmediate(resolve));

beforeEach(() => {
  forgetProcessWide('provider.addressLists');
  load.mockReset();
  jest.useFakeTimers({ now: 0, doNotFake: ['setImmediate'] });
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
  // The old list answers while one read refreshes it.
  expect(await isKnownAlbum('g9')).toBe(false);
  await settle();
  expect(await isKnownAlbum('g9')).toBe(true);
  expect(load).toHaveBeenCalledTimes(2);
});

test('however many addresses arrive at once, one read', async () => {
  let finish!: (ids: string[]) => void;
  load.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  const answers = Array.from({ length: 50 }, (_, made) => isKnownAlbum(`made-up-${made}`));
  finish(['g1']);
  expect(await Promise.all(answers)).toEqual(Array(50).fill(false));
  expect(load).toHaveBeenCalledTimes(1);
});

test("the webhook makes an album just published known at the next request", async () => {
  load.mockResolvedValue(['g1']);
  expect(await isKnownAlbum('g9')).toBe(false);
  load.mockResolvedValue(['g1', 'g9']);
  expireAddressLists();
  await isKnownAlbum('g9');
  await settle();
  expect(await isKnownAlbum('g9')).toBe(true);
});

test('a failed read keeps the last list; with no list yet it cannot tell, and asks again only after the age bound', async () => {
  load.mockRejectedValue(new Error('provider down'));
  expect(await isKnownAlbum('g1')).toBeNull();
  expect(await isKnownAlbum('g1')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
  load.mockResolvedValue(['g1']);
  jest.setSystemTime(30_000);
  expect(await isKnownAlbum('g1')).toBe(true);
  load.mockRejectedValue(new Error('provider down'));
  jest.setSystemTime(60_000);
  expect(await isKnownAlbum('g1')).toBe(true);
  await settle();
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

