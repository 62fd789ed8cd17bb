/** @jest-environment node */
import { createRenderedPageCache, type RenderedPage } from './renderedPages';
import { keptSearchQuery } from './searchPageCache';

function page(text: string, status = 200): RenderedPage {
  return { status, headers: [['content-type', 'text/html; charset=utf-8']], body: new TextEncoder().encode(text) };
}

function setup({ status = 200, maxEntries = 100, maxBytes = 1_000_000 } = {}) {
  const renders: string[] = [];
  let clock = 0;
  let revision = 'r1';
  const cache = createRenderedPageCache({
    render: async (search) => {
      renders.push(search);
      return page(`<p>results for ${search} #${renders.length}</p>`, status);
    },
    revision: async () => revision,
    maxAgeMs: 60_000,
    maxEntries,
    maxBytes,
    now: () => clock,
  });
  const text = async (search: string) => {
    const answer = await cache.answer(search);
    return answer && { source: answer.source, body: new TextDecoder().decode(answer.page.body) };
  };
  return { cache, renders, text, advance: (ms: number) => (clock += ms), publish: (next: string) => (revision = next) };
}

test('a repeated query is answered as first rendered, with no second render', async () => {
  const { renders, text } = setup();
  expect(await text('?q=fees')).toEqual({ source: 'rendered', body: '<p>results for ?q=fees #1</p>' });
  expect(await text('?q=fees')).toEqual({ source: 'kept', body: '<p>results for ?q=fees #1</p>' });
  expect(renders).toEqual(['?q=fees']);
});

test('requests for one query that arrive together share one render', async () => {
  const { renders, cache } = setup();
  const answers = await Promise.all(Array.from({ length: 5 }, () => cache.answer('?q=bus')));
  expect(renders).toEqual(['?q=bus']);
  expect(answers.map((answer) => answer!.source).sort()).toEqual(['rendered', 'shared', 'shared', 'shared', 'shared']);
});

test('a page is rendered again once it is older than the revalidation period, or the content moved', async () => {
  const { renders, text, advance, publish } = setup();
  await text('?q=fees');
  advance(59_999);
  expect((await text('?q=fees'))!.source).toBe('kept');
  advance(1);
  expect(await text('?q=fees')).toEqual({ source: 'rendered', body: '<p>results for ?q=fees #2</p>' });
  publish('r2');
  expect(await text('?q=fees')).toEqual({ source: 'rendered', body: '<p>results for ?q=fees #3</p>' });
  expect(renders).toHaveLength(3);
});

test('an answer other than 200 is passed on but not kept', async () => {
  const { renders, text } = setup({ status: 500 });
  await text('?q=fees');
  expect((await text('?q=fees'))!.source).toBe('rendered');
  expect(renders).toHaveLength(2);
});

test('a flood of distinct queries keeps within the byte and count bounds, newest kept', async () => {
  const { cache, text } = setup({ maxEntries: 50, maxBytes: 2_000 });
  for (let index = 0; index < 500; index += 1) await text(`?q=query+${index}`);
  expect(cache.bytes).toBeLessThanOrEqual(2_000);
  expect(cache.size).toBeLessThanOrEqual(50);
  expect((await text('?q=query+499'))!.source).toBe('kept');
  expect((await text('?q=query+0'))!.source).toBe('rendered');
});

test('when the page cannot be rendered this way, the caller is told to render it', async () => {
  const cache = createRenderedPageCache({ render: async () => null, revision: async () => 'r', maxAgeMs: 1000, maxEntries: 10, maxBytes: 1000 });
  expect(await cache.answer('?q=fees')).toBeNull();
  expect(cache.size).toBe(0);
});

describe('keptSearchQuery', () => {
  const DOCUMENT = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const ask = (address: string, method = 'GET', headers: Record<string, string> = DOCUMENT) =>
    keptSearchQuery(new URL(address, 'http://site.test'), method, new Headers(headers));

  test('a results page asked for as a document is kept by its query string', () => {
    expect(ask('/search?q=school+fees')).toBe('?q=school+fees');
  });

  test("the framework's navigation fetch, other methods, other parameters, an empty query and other paths are rendered in place", () => {
    expect(ask('/search?q=fees', 'GET', { accept: '*/*' })).toBeNull();
    expect(ask('/search?q=fees', 'GET', {})).toBeNull();
    expect(ask('/search?q=fees', 'HEAD')).toBeNull();
    expect(ask('/search?q=fees', 'POST')).toBeNull();
    expect(ask('/search?q=fees&_rsc=abc')).toBeNull();
    expect(ask('/search?q=fees&q=bus')).toBeNull();
    expect(ask('/search?q=+')).toBeNull();
    expect(ask('/search')).toBeNull();
    expect(ask('/news?q=fees')).toBeNull();
  });
});
