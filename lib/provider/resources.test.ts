import { getLeaderMessage } from './leaders';
import { getSubGallery } from './subGallery';
import { isValidAlbumId } from './albumId';
import { listOf, listsOf } from './lists';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

test('leader messages are looked up by category; null when absent', async () => {
  fetchMock.mockImplementation(() =>
    answer({ data: [{ category: 'director', name: 'A. Founder', message: '<p>Hello</p>' }] }),
  );
  await expect(getLeaderMessage('Director')).resolves.toMatchObject({ name: 'A. Founder', message: 'Hello' });
  await expect(getLeaderMessage('Principal')).resolves.toBeNull();
});

test('testimonials read data.data when the answer is wrapped', async () => {
  fetchMock.mockImplementation(() => answer({ data: { status: true, data: [{ name: 'Priya', description: '<p>Good</p>' }] } }));
  await expect(listOf('testimonials')).resolves.toEqual([
    { id: 'testimonial-0', name: 'Priya', designation: '', descriptionHtml: '<p>Good</p>', fromDate: null },
  ]);
});

describe('sub gallery', () => {
  test('bad ids never reach the provider', async () => {
    for (const id of ['', '../x', 'a b', 'x'.repeat(65), "1' OR '1'='1", ['a'], undefined]) {
      expect(isValidAlbumId(id)).toBe(false);
      await expect(getSubGallery(id)).resolves.toBeNull();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  /** The album call answers `album`, the gallery listing `listing`; an Error is a failed request. */
  const provider = (album: unknown, listing: unknown = { data: [] }) =>
    fetchMock.mockImplementation((url) => {
      const body = url.includes('/api/subGallery?') ? album : listing;
      return body instanceof Error ? Promise.reject(body) : answer(body);
    });

  test('reads one record or a list holding one', async () => {
    provider({ data: { _id: 'g1', title: 'One' } });
    await expect(getSubGallery('g1')).resolves.toMatchObject({ id: 'g1', title: 'One' });
    provider({ data: [{ _id: 'g2', title: 'Two' }] });
    await expect(getSubGallery('g2')).resolves.toMatchObject({ id: 'g2', title: 'Two' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toContainEqual(expect.stringMatching(/\/api\/subGallery\?id=g2$/));
  });

  test('an album the album call answers nothing for is shown from the gallery listing', async () => {
    provider({ data: [] }, { data: [{ _id: 'g3', category: 'Activity', title: 'Quiz', attachments: ['activity/quiz-1.jpg'] }] });
    await expect(getSubGallery('g3')).resolves.toMatchObject({ id: 'g3', title: 'Quiz', attachments: [expect.stringMatching(/quiz-1\.jpg$/)] });
  });

  test('an unknown album gives null; a failing provider, with no good answer for that album yet, throws, so the album keeps its last good page', async () => {
    provider({ status: false, data: null });
    await expect(getSubGallery('nope')).resolves.toBeNull();
    provider(new TypeError('fetch failed'), new TypeError('fetch failed'));
    await expect(getSubGallery('g7')).rejects.toThrow(/subGallery\?id=g7/);
  });
});

test('several lists at once: one that cannot be read is reported and left out, or fails the read when nobody listens', async () => {
  fetchMock.mockImplementation((url) => (url.includes('/api/news/') ? Promise.resolve(new Response('down', { status: 503 })) : answer({ data: [{ _id: 'v1', title: 'Campus Tour' }] })));
  const failed: string[] = [];
  const lists = await listsOf(['news', 'videos'], (kind) => failed.push(kind));
  expect(failed).toEqual(['news']);
  expect(lists.news).toBeUndefined();
  expect(lists.videos?.map((video) => video.title)).toEqual(['Campus Tour']);
  await expect(listsOf(['videos', 'news'])).rejects.toThrow();
});
