/**
 * Hostile queries against the site search: the index, the results page's markup and /api/search never
 * fail, never echo markup, and keep to their bounds.
 */
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import SearchResults from '@/components/search/SearchResults';
import { SEARCH_RESULT_LIMIT } from '@/lib/content/search';
import { providerDocuments, schoolPageDocuments } from '@/lib/search/documents';
import { createSearchIndex, MAX_QUERY_LENGTH } from '@/lib/search/engine';
import { fuzzRuns, XSS_CORPUS } from '@/test/hostile';
import { PROVIDER_SAMPLE } from '@/test/providerSample';

const index = createSearchIndex([...schoolPageDocuments(), ...providerDocuments(PROVIDER_SAMPLE)]);

/** Queries a visitor or an attacker might send: markup, control and bidi characters, any script, very long. */
const hostileQuery = fc.oneof(
  fc.constantFrom(...XSS_CORPUS),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.array(fc.constantFrom('fee', 'fees', '<b>', '"', "'", '\u0000', '\u202e', '%00', '*', '~fee', 'AND', 'OR', ' ', '\n'), { maxLength: 80 }).map((parts) => parts.join('')),
  fc.string({ minLength: 1000, maxLength: 5000 }),
);

test('the index answers any query, within its bounds', () => {
  fc.assert(
    fc.property(hostileQuery, (query) => {
      const outcome = index.search(query);
      expect(outcome.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      expect(outcome.results.length).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
      expect(outcome.total).toBeGreaterThanOrEqual(outcome.results.length);
      for (const result of outcome.results) expect(result.url).toMatch(/^\/[^/]/);
    }),
    { numRuns: fuzzRuns(400) },
  );
});

test('the results page shows any query as text, and runs nothing from it', () => {
  fc.assert(
    fc.property(hostileQuery, (query) => {
      const outcome = index.search(query);
      if (!outcome.query) return;
      const { document } = new JSDOM(`<main>${renderToStaticMarkup(<SearchResults outcome={outcome} />)}</main>`).window;
      expect(document.querySelector('script, iframe, object, embed, style, [onerror], [onload], [onclick]')).toBeNull();
      expect(document.querySelector('[role="status"]')!.textContent).toContain(`“${outcome.query}”`);
      for (const link of document.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^\/[^/]/);
    }),
    { numRuns: fuzzRuns(200) },
  );
});

describe('/api/search', () => {
  beforeAll(() => {
    // Every provider list answers empty: the search still has the school's pages.
    global.fetch = jest.fn(async () => new Response('{"data":[]}', { status: 200, headers: { 'content-type': 'application/json' } }));
  });

  test('answers 200 JSON with a bounded query for hostile input', async () => {
    const { GET } = await import('@/app/api/search/route');
    await fc.assert(
      fc.asyncProperty(hostileQuery, async (query) => {
        const url = new URL('http://localhost/api/search');
        url.searchParams.set('q', query);
        const response = await GET(new Request(url));
        expect(response.status).toBe(200);
        const outcome = (await response.json()) as { query: string; results: unknown[] };
        expect(outcome.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        expect(outcome.results.length).toBeLessThanOrEqual(8);
      }),
      { numRuns: fuzzRuns(100) },
    );
    const fees = (await (await GET(new Request('http://localhost/api/search?q=fees'))).json()) as { results: { url: string }[] };
    expect(fees.results[0]!.url).toMatch(/^\/generalinfo/);
  });
});
