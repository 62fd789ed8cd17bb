import { clearDataCache, revalidateTag } from '@/test/nextDataCache';
import { PROVIDER_SAMPLE } from '@/test/providerSample';
import { getCirculars } from '@/lib/provider/circulars';
import { forgetProcessWide } from '@/lib/server/processWide';
import { createSearchIndex } from './engine';
import { searchSite } from './service';

jest.mock('./engine', () => {
  const actual = jest.requireActual<typeof import('./engine')>('./engine');
  return { ...actual, createSearchIndex: jest.fn(actual.createSearchIndex) };
});
const mockSampleLists: Record<string, unknown[]> = { news: PROVIDER_SAMPLE.news, events: PROVIDER_SAMPLE.events, videos: PROVIDER_SAMPLE.videos, accolades: PROVIDER_SAMPLE.accolades };
jest.mock('@/lib/provider/lists', () => ({ listOf: async (kind: string) => mockSampleLists[kind] ?? [] }));
jest.mock('@/lib/provider/circulars', () => ({ getCirculars: jest.fn(), getNewsletters: async () => PROVIDER_SAMPLE.newsletters }));
jest.mock('@/lib/provider/gallery', () => ({ allGalleryItems: async () => PROVIDER_SAMPLE.galleries }));

const circulars = getCirculars as jest.MockedFunction<typeof getCirculars>;
const titles = async (query: string) => (await searchSite(query)).results.map((result) => result.title);

beforeEach(() => {
  clearDataCache();
  forgetProcessWide('search.indexes');
  circulars.mockReset();
  circulars.mockResolvedValue(PROVIDER_SAMPLE.circulars);
});

test('the index is built once per corpus: a repeated query and a new one both use it', async () => {
  const builds = jest.mocked(createSearchIndex);
  builds.mockClear();
  expect(await titles('picnic')).toEqual(['Picnic to the science centre for Std III']);
  expect(await titles('picnic')).toEqual(['Picnic to the science centre for Std III']);
  expect(await titles('diwali')).toEqual(['Diwali vacation schedule']);
  expect(builds).toHaveBeenCalledTimes(1);
  expect(circulars).toHaveBeenCalledTimes(1);
});

test("the webhook's tag makes the next search see the new content, on the query asked before too", async () => {
  expect(await titles('picnic')).toEqual(['Picnic to the science centre for Std III']);
  circulars.mockResolvedValue([{ ...PROVIDER_SAMPLE.circulars[1]!, title: 'Picnic moved to Friday' }]);
  expect(await titles('picnic')).toEqual(['Picnic to the science centre for Std III']);
  revalidateTag('circulars');
  expect(await titles('picnic')).toEqual(['Picnic moved to Friday']);
});
