import { clearDataCache, revalidateTag } from '@/test/nextDataCache';
import { PROVIDER_SAMPLE } from '@/test/providerSample';
import type { ProviderKind, ProviderLists } from '@/lib/provider/kinds';
import { forgetProcessWide } from '@/lib/server/processWide';
import { PROVIDER_PAGES } from '@/lib/listings/config';
import { createSearchIndex } from './engine';
import { searchSite } from './service';

jest.mock('./engine', () => {
  const actual = jest.requireActual<typeof import('./engine')>('./engine');
  return { ...actual, createSearchIndex: jest.fn(actual.createSearchIndex) };
});
let mockLists: ProviderLists = PROVIDER_SAMPLE;
const mockRead = jest.fn(async (kinds: readonly ProviderKind[]) => Object.fromEntries(kinds.map((kind) => [kind, mockLists[kind] ?? []])));
jest.mock('@/lib/provider/lists', () => ({ listsOf: (kinds: readonly ProviderKind[]) => mockRead(kinds) }));

const titles = async (query: string) => (await searchSite(query)).results.map((result) => result.title);

beforeEach(() => {
  clearDataCache();
  forgetProcessWide('search.indexes');
  mockLists = PROVIDER_SAMPLE;
  mockRead.mockClear();
});

test('the index is built once per corpus: a repeated query and a new one both use it', async () => {
  const builds = jest.mocked(createSearchIndex);
  builds.mockClear();
  expect(await titles('picnic')).toEqual(['Picnic to the science centre for Std III']);
  expect(await titles('picnic')).toEqual(['Picnic to the science centre for Std III']);
  expect(await titles('diwali')).toEqual(['Diwali vacation schedule']);
  expect(builds).toHaveBeenCalledTimes(1);
  expect(mockRead).toHaveBeenCalledTimes(1);
});

test("the webhook's tag makes the next search see the new content, on the query asked before too", async () => {
  expect(await titles('picnic')).toEqual(['Picnic to the science centre for Std III']);
  mockLists = { ...PROVIDER_SAMPLE, circulars: [{ ...PROVIDER_SAMPLE.circulars[1]!, title: 'Picnic moved to Friday' }] };
  expect(await titles('picnic')).toEqual(['Picnic to the science centre for Std III']);
  revalidateTag('circulars');
  expect(await titles('picnic')).toEqual(['Picnic moved to Friday']);
});

test('a notice published through the webhook is found at once', async () => {
  mockLists = { ...PROVIDER_SAMPLE, notifications: [] };
  revalidateTag('notifications');
  expect(await titles('closed')).not.toContain('School closed on Monday');
  mockLists = PROVIDER_SAMPLE;
  revalidateTag('notifications');
  expect(await titles('closed')).toContain('School closed on Monday');
});

test('the corpus reads each kind a listing page searches once, and the notices, and no other', async () => {
  await titles('picnic');
  const read = mockRead.mock.calls[0]![0];
  expect(new Set(read)).toEqual(new Set([...PROVIDER_PAGES.filter((page) => page.search).map((page) => page.kind), 'notifications']));
  expect(new Set(read).size).toBe(read.length);
});
