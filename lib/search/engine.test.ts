import { SEARCH_RESULT_LIMIT } from '@/lib/content/search';
import { readPages } from '@/lib/content/office';
import { PROVIDER_SAMPLE } from '@/test/providerSample';
import { SEARCH_PAGES } from '@/test/searchPages';
import { articleDocuments, providerDocuments, schoolPageDocuments, type SearchDocument } from './documents';
import { cleanQuery, createSearchIndex, MAX_QUERY_LENGTH, OUTCOMES_KEPT, snippetOf } from './engine';
import { termsOf } from './terms';

/** The office's pages, whose words are the school's to change: the tests rank pages of their own instead. */
const OFFICE_PAGES = new Set(readPages().map((page) => page.path));
const index = createSearchIndex([
  ...SEARCH_PAGES.flatMap(articleDocuments),
  ...schoolPageDocuments().filter((document) => !OFFICE_PAGES.has(document.page)),
  ...providerDocuments(PROVIDER_SAMPLE),
]);
/** The page a result opens: an album's query and a listing's filter fragment (`#year=…`) dropped, a section's anchor kept. */
const answerOf = (url: string) => url.replace(/\?[^#]*/, '').replace(/#[^#]*=.*$/, '');
const answers = (question: string) => index.search(question).results.map((result) => answerOf(result.url));

describe('ranking', () => {
  test("the content service's current notice is found by its words, and leads to its words on the home page", () => {
    expect(index.search('school closed').results[0]).toMatchObject({ title: 'School closed on Monday', where: 'Notices', url: '/landing#notice-t1' });
    expect(index.search('heavy rain').results[0]).toMatchObject({ title: 'School closed on Monday' });
  });

  test('a school page that answers a question comes before a dated item that merely mentions its word', () => {
    expect(index.search('fees').results.map((result) => result.title).slice(0, 2)).toEqual(['General Info', 'Fees reminder']);
  });

  test('no typo tolerance turns a short word into another: "list" never finds "last"', () => {
    expect(index.search('holiday list').results.map((result) => result.title)).not.toContain('Last Year Item');
    expect(index.search('last year').results.map((result) => result.title)).toContain('Last Year Item');
  });

  test('"school", which every page says, counts for little: the question\'s other words decide', () => {
    expect(answers('where is the school')[0]).toBe('/contact-us');
    expect(answers('school address')[0]).toBe('/contact-us');
  });

  test('a question that names a kind and a topic is answered by that kind\'s items about the topic, before the pages about the kind', () => {
    const results = index.search('sports day photos').results;
    expect(results[0]).toMatchObject({ title: 'Sports Day 2025', where: 'Photo Gallery' });
    expect(results.findIndex((result) => result.url === '/photo-gallery')).toBeGreaterThan(0);
    expect(index.search('swimming gala photos').results[0]).toMatchObject({ title: 'Swimming Gala', where: 'Sports Corner' });
  });

  test('the statements about the website rank for words about them only', () => {
    expect(answers('my child is sick')[0]).toBe('/leave-absence');
    expect(answers('privacy notice')[0]).toBe('/privacy');
    expect(answers('accessibility')[0]).toBe('/accessibility');
    expect(answers('withdraw consent')[0]).toBe('/withdraw-consent');
  });

  test('typing mistakes find the word meant', () => {
    expect(answers('admision')[0]).toBe('/schoolterms#admission');
    expect(answers('fess')[0]).toBe('/generalinfo#fee-structure-2030-31');
    expect(answers('timmings')[0]).toBe('/school-timings');
  });

  test('synonyms meet: a word of a group finds pages with another', () => {
    expect(answers('vacation')).toContain('/circulars');
    expect(answers('holidays')).toContain('/circulars');
    expect(answers('transport')[0]).toBe('/schooltransport');
    expect(answers('bus')[0]).toBe('/schooltransport');
    expect(answers('tuition')[0]).toMatch(/^\/generalinfo/);
  });

  test("a page's links to other pages are not its words: the timings' link to School Transport never answers \"bus\"", () => {
    const timings = createSearchIndex(articleDocuments({ path: '/school-timings', title: 'School Timings', description: 'The hours.', sections: [{ heading: 'Office hours', blocks: [{ kind: 'paragraph', text: 'The office opens at 8:30.' }, { kind: 'see-also', links: [{ text: 'School Transport', href: '/schooltransport' }] }] }] }));
    expect(timings.search('bus').results).toEqual([]);
    expect(timings.search('transport').results).toEqual([]);
  });

  test('a short word is a whole word: "bus" never finds "busy"', () => {
    const busy = createSearchIndex([{ kind: 'page', id: 'h', url: '/hours', page: '/hours', title: 'Office hours', where: 'Office hours', text: 'The office is busy in June.' }]);
    expect(busy.search('bus').results).toEqual([]);
    expect(busy.search('busy').results).toHaveLength(1);
  });

  test('a prefix is enough', () => {
    expect(answers('prospec')[0]).toBe('/Prospectus');
  });

  test('a page whose sections all match is one result, linked to the page', () => {
    const results = index.search('school timings').results;
    expect(results.filter((result) => result.url.startsWith('/school-timings'))).toHaveLength(1);
    expect(results[0]).toMatchObject({ url: '/school-timings', title: 'School Timings' });
    expect(results[0]).not.toHaveProperty('section');
  });

  test('a match in one section links to its heading and names it', () => {
    expect(index.search('early payment discount').results[0]).toMatchObject({
      url: '/generalinfo#payment-schedule',
      title: 'General Info',
      section: 'Payment schedule',
    });
  });

  test('provider items say where they live, carry their date and link to their listing, filtered to them', () => {
    const [picnic] = index.search('picnic').results;
    expect(picnic).toMatchObject({ title: 'Picnic to the science centre for Std III', where: 'Circulars', date: '2026-08-20T00:00:00.000Z' });
    expect(picnic!.url).toBe('/circulars#year=2026');
    const news = index.search('robotics lab').results.find((result) => result.where === 'News');
    expect(news!.url).toBe(`/news#${new URLSearchParams({ year: '2026', month: '9', q: 'New robotics lab inaugurated' })}`);
    const album = index.search('swimming gala').results[0];
    expect(album!.url).toBe('/subgallery?id=g000002&from=%2Fsport-corner');
  });

  test('results are capped, and the total says how many there were', () => {
    const outcome = index.search('school');
    expect(outcome.results).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(outcome.total).toBeGreaterThan(SEARCH_RESULT_LIMIT);
    expect(index.search('school', 5).results).toHaveLength(5);
  });

  test('nothing found: no results, and the closest words of the site', () => {
    // Two typos in six letters is past the typo tolerance, but close enough to suggest.
    expect(index.search('lbrery')).toMatchObject({ results: [], total: 0, suggestions: ['library'] });
    expect(index.search('qwertyuiop')).toEqual({ query: 'qwertyuiop', results: [], total: 0, suggestions: [] });
  });

  test('stop words alone find nothing; an empty query searches nothing', () => {
    expect(index.search('the of and').results).toEqual([]);
    expect(index.search('   ')).toEqual({ query: '', results: [], total: 0, suggestions: [] });
  });
});

describe('snippets', () => {
  test('the matched words are marked, in their own spelling, around the first match', () => {
    const parts = snippetOf('Fees are paid in three quarterly instalments, online or at the office.', new Set(termsOf('fee')!));
    expect(parts[0]).toEqual({ text: 'Fees', marked: true });
    expect(parts.map((part) => part.text).join('')).toBe('Fees are paid in three quarterly instalments, online or at the office.');
  });

  test('a long text is cut to a window around the first match, with ellipses', () => {
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`);
    words[50] = 'uniform';
    const parts = snippetOf(words.join(' '), new Set(termsOf('uniform')!));
    const text = parts.map((part) => part.text).join('');
    expect(text.startsWith('… word42')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(parts.filter((part) => part.marked)).toEqual([{ text: 'uniform', marked: true }]);
  });

  test('line breaks in the text read as spaces', () => {
    const text = snippetOf('Office hours\nMonday to Friday', new Set(['office'])).map((part) => part.text).join('');
    expect(text).toBe('Office hours Monday to Friday');
  });
});

describe('cleanQuery', () => {
  test('one line, trimmed, at most 200 characters, the first of repeated parameters', () => {
    expect(cleanQuery('  school\n\ttimings\u0000 ')).toBe('school timings');
    expect(cleanQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    // Bounded after its compatibility form: a character that stands for 18 counts as 18.
    const ligatures = cleanQuery('\uFDFA'.repeat(200));
    expect(ligatures.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(ligatures).toBe(ligatures.normalize('NFKC'));
    expect(ligatures.normalize('NFKD').length).toBeLessThanOrEqual(MAX_QUERY_LENGTH * 2);
    expect(cleanQuery('ﬁees')).toBe('fiees');
    expect(cleanQuery(['fees', 'bus'])).toBe('fees');
    expect(cleanQuery(undefined)).toBe('');
    expect(cleanQuery(42)).toBe('');
    expect(cleanQuery('\u202eevil\u200b')).toBe('evil');
  });
});

describe('an index of other documents', () => {
  test('documents are found by title before text', () => {
    const documents: SearchDocument[] = [
      { kind: 'page', id: 'a', url: '/a', page: '/a', title: 'Library', where: 'A', text: 'Books and more.' },
      { kind: 'page', id: 'b', url: '/b', page: '/b', title: 'Reading', where: 'B', text: 'The library opens at nine.' },
    ];
    expect(createSearchIndex(documents).search('library').results.map((result) => result.url)).toEqual(['/a', '/b']);
  });
});

describe('outcomes are kept per query', () => {
  test('a repeated query is answered from what this index kept; another limit or query is searched', () => {
    const first = index.search('school fees');
    expect(index.search('  school   fees ')).toBe(first);
    expect(index.search('school fees', 2)).not.toBe(first);
    expect(index.search('school fees', 2).results).toEqual(first.results.slice(0, 2));
  });

  test('a flood of distinct queries keeps at most the bound', () => {
    const flooded = createSearchIndex([{ kind: 'page', id: 'a', url: '/a', page: '/a', title: 'Library', where: 'A', text: 'Books.' }]);
    const first = flooded.search('library');
    for (let count = 0; count < OUTCOMES_KEPT.max + 10; count += 1) flooded.search(`library ${count}`);
    expect(flooded.search('library')).not.toBe(first);
  });
});
