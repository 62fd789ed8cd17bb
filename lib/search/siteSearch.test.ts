import { PROVIDER_SAMPLE } from '@/test/providerSample';
import { searchCorpus } from './siteSearch';

test('equal content gives an equal version, so a process builds its index once per change of content', () => {
  const first = searchCorpus([], PROVIDER_SAMPLE);
  expect(searchCorpus([], structuredClone(PROVIDER_SAMPLE)).version).toBe(first.version);
  const moved = { ...PROVIDER_SAMPLE, circulars: [{ ...PROVIDER_SAMPLE.circulars[1]!, title: 'Picnic moved to Friday' }] };
  expect(searchCorpus([], moved).version).not.toBe(first.version);
  expect(first.documents.length).toBeGreaterThan(10);
});

test('a list that was not read is searched as empty; the others are searched', () => {
  const { news: _news, ...withoutNews } = PROVIDER_SAMPLE;
  const titles = searchCorpus([], withoutNews).documents.map((document) => document.title);
  expect(titles).not.toContain(PROVIDER_SAMPLE.news[0]!.title);
  expect(titles).toContain(PROVIDER_SAMPLE.circulars[0]!.title);
});
