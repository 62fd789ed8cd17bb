import { createAlbumIndex, requestedAlbumId } from './albumIndex';

function indexOver(lists: (string[] | Error)[]) {
  let clock = 0;
  const load = jest.fn(async () => {
    const next = lists.length > 1 ? lists.shift()! : lists[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const index = createAlbumIndex({ load, maxAgeMs: 300_000, minIntervalMs: 30_000, now: () => clock });
  return { index, load, advance: (ms: number) => (clock += ms) };
}

test('known albums are answered from memory; made-up ids cost at most one read per interval', async () => {
  const { index, load, advance } = indexOver([['g1', 'g2']]);
  expect(await index.isKnown('g1')).toBe(true);
  expect(load).toHaveBeenCalledTimes(1);
  for (let made = 0; made < 20; made += 1) expect(await index.isKnown(`made-up-${made}`)).toBe(false);
  expect(await index.isKnown('g2')).toBe(true);
  expect(load).toHaveBeenCalledTimes(1);
  advance(30_000);
  expect(await index.isKnown('made-up-20')).toBe(false);
  expect(load).toHaveBeenCalledTimes(2);
});

test('an album added since the last read is found on its first visit once the interval has passed', async () => {
  const { index, advance } = indexOver([['g1'], ['g1', 'g9']]);
  expect(await index.isKnown('g1')).toBe(true);
  advance(30_000);
  expect(await index.isKnown('g9')).toBe(true);
});

test('an old list is read again in the background, and a known album does not wait for it', async () => {
  let clock = 0;
  let release!: () => void;
  const load = jest
    .fn<Promise<string[]>, []>()
    .mockResolvedValueOnce(['g1'])
    .mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(['g1', 'g2']))));
  const index = createAlbumIndex({ load, maxAgeMs: 300_000, minIntervalMs: 30_000, now: () => clock });
  await index.isKnown('g1');
  clock += 300_000;
  // The second read hangs until released: the answer must not wait for it.
  expect(await index.isKnown('g1')).toBe(true);
  expect(load).toHaveBeenCalledTimes(2);
  release();
  expect(await index.isKnown('g2')).toBe(true);
});

test('a failed read keeps the last list; with no list yet the index cannot tell', async () => {
  const failing = indexOver([new Error('down')]);
  expect(await failing.index.isKnown('g1')).toBeNull();
  const { index, advance } = indexOver([['g1'], new Error('down')]);
  expect(await index.isKnown('g1')).toBe(true);
  advance(300_000);
  expect(await index.isKnown('g1')).toBe(true);
  advance(30_000);
  expect(await index.isKnown('g2')).toBe(false);
});

test('reads the album id from /subgallery?id= and from the page it is rewritten to', () => {
  expect(requestedAlbumId(new URL('http://s/subgallery?id=g1&from=/photo-gallery'))).toBe('g1');
  expect(requestedAlbumId(new URL('http://s/subgallery'))).toBeUndefined();
  expect(requestedAlbumId(new URL('http://s/subgallery/g1'))).toBe('g1');
  expect(requestedAlbumId(new URL('http://s/subgallery/%3Cscript%3E'))).toBe('<script>');
  expect(requestedAlbumId(new URL('http://s/subgallery/%E0%A4'))).toBe('%E0%A4');
  expect(requestedAlbumId(new URL('http://s/photo-gallery'))).toBeUndefined();
});

test('once the content revision moves, an album just published is found by its id at once', async () => {
  let revision = 'r1';
  const lists = [['g1'], ['g1', 'g9']];
  const load = jest.fn(async () => (lists.length > 1 ? lists.shift()! : lists[0]!));
  const index = createAlbumIndex({ load, maxAgeMs: 3_600_000, minIntervalMs: 30_000, revision: async () => revision, now: () => 0 });
  expect(await index.isKnown('g9')).toBe(false);
  expect(await index.isKnown('g9')).toBe(false);
  expect(load).toHaveBeenCalledTimes(1);
  revision = 'r2';
  expect(await index.isKnown('g9')).toBe(true);
  expect(load).toHaveBeenCalledTimes(2);
});
