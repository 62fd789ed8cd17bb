import { PROVIDER_SAMPLE } from '@/test/providerSample';
import type { ProviderContent } from './documents';
import { readProviderContent, searchCorpus, type ProviderSources } from './siteSearch';

function sourcesFrom(content: ProviderContent, failing: (keyof ProviderContent)[] = []): ProviderSources {
  const read = <K extends keyof ProviderContent>(key: K) => async () => {
    if (failing.includes(key)) throw new Error(`${key} down`);
    return content[key];
  };
  return {
    news: read('news'),
    circulars: read('circulars'),
    newsletters: read('newsletters'),
    events: read('events'),
    galleries: read('galleries'),
    videos: read('videos'),
    accolades: read('accolades'),
  };
}

test('a source that fails (with no last good copy) is searched as empty and reported; the others are read', async () => {
  const failures: string[] = [];
  const content = await readProviderContent(sourcesFrom(PROVIDER_SAMPLE, ['news', 'videos']), (source) => failures.push(source));
  expect(failures).toEqual(['news', 'videos']);
  expect(content.news).toEqual([]);
  expect(content.videos).toEqual([]);
  expect(content.circulars).toEqual(PROVIDER_SAMPLE.circulars);
});

test('equal content gives an equal version, so a process builds its index once per change of content', () => {
  const first = searchCorpus([], PROVIDER_SAMPLE);
  expect(searchCorpus([], structuredClone(PROVIDER_SAMPLE)).version).toBe(first.version);
  const moved = { ...PROVIDER_SAMPLE, circulars: [{ ...PROVIDER_SAMPLE.circulars[1]!, title: 'Picnic moved to Friday' }] };
  expect(searchCorpus([], moved).version).not.toBe(first.version);
  expect(first.documents.length).toBeGreaterThan(10);
});
