import { PROVIDER_SAMPLE } from '@/test/providerSample';
import type { ProviderContent } from './documents';
import { createSiteSearch, type ProviderSources } from './siteSearch';

function sourcesFrom(content: () => ProviderContent | Error): ProviderSources {
  const read = <K extends keyof ProviderContent>(key: K) => async () => {
    const answer = content();
    if (answer instanceof Error) throw answer;
    return answer[key];
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

const titles = (index: Awaited<ReturnType<ReturnType<typeof createSiteSearch>>>, query: string) => index.search(query).results.map((result) => result.title);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the provider is read again once the index is old, in the background', async () => {
  let clock = 0;
  let content: ProviderContent = PROVIDER_SAMPLE;
  const reads = jest.fn(() => content);
  const getIndex = createSiteSearch({ schoolPages: [], sources: sourcesFrom(reads), maxAgeMs: 1000, now: () => clock });

  expect(titles(await getIndex(), 'picnic')).toEqual(['Picnic to the science centre for Std III']);
  content = { ...PROVIDER_SAMPLE, circulars: [{ ...PROVIDER_SAMPLE.circulars[1]!, title: 'Picnic moved to Friday' }] };
  clock = 999;
  expect(titles(await getIndex(), 'picnic')).toEqual(['Picnic to the science centre for Std III']);
  clock = 1000;
  // The stale index answers at once; the next search sees the new content.
  expect(titles(await getIndex(), 'picnic')).toEqual(['Picnic to the science centre for Std III']);
  await settle();
  expect(titles(await getIndex(), 'picnic')).toEqual(['Picnic moved to Friday']);
});

test('a provider failure keeps the last good lists; a list never read is empty', async () => {
  let clock = 0;
  let answer: ProviderContent | Error = PROVIDER_SAMPLE;
  const failures: string[] = [];
  const getIndex = createSiteSearch({
    schoolPages: [],
    sources: sourcesFrom(() => answer),
    maxAgeMs: 10,
    now: () => clock,
    onSourceFailure: (source) => failures.push(source),
  });
  expect(titles(await getIndex(), 'robotics')).toEqual(['New robotics lab inaugurated']);
  answer = new Error('provider down');
  clock = 100;
  await getIndex();
  await settle();
  expect(failures).toHaveLength(7);
  expect(titles(await getIndex(), 'robotics')).toEqual(['New robotics lab inaugurated']);

  const neverRead = createSiteSearch({ schoolPages: [], sources: sourcesFrom(() => new Error('down')), maxAgeMs: 10 });
  expect((await neverRead()).documentCount).toBe(0);
});

test('a moved content revision rebuilds the index before the query is answered, however young it is', async () => {
  let revision = 'r1';
  let content: ProviderContent = PROVIDER_SAMPLE;
  const getIndex = createSiteSearch({ schoolPages: [], sources: sourcesFrom(() => content), maxAgeMs: 3_600_000, revision: async () => revision, now: () => 0 });
  expect(titles(await getIndex(), 'picnic')).toEqual(['Picnic to the science centre for Std III']);
  content = { ...PROVIDER_SAMPLE, circulars: [{ ...PROVIDER_SAMPLE.circulars[1]!, title: 'Picnic moved to Friday' }] };
  expect(titles(await getIndex(), 'picnic')).toEqual(['Picnic to the science centre for Std III']);
  revision = 'r2';
  expect(titles(await getIndex(), 'picnic')).toEqual(['Picnic moved to Friday']);
});
