import { renderToStaticMarkup } from 'react-dom/server';
import ArticleView from '@/components/content/ArticleView';
import { ARTICLES } from '@/lib/content/pages';
import { SITE_ROUTES } from '@/lib/http/siteRoutes';
import { listingUrl, NEWS, SCHOOL_EVENTS, VIDEO_GALLERY } from '@/lib/listings/config';
import { PROVIDER_SAMPLE } from '@/test/providerSample';
import { blockText } from '@/lib/content/blocks';
import { providerDocuments, schoolPageDocuments } from './documents';

jest.mock('next/navigation', () => ({ usePathname: () => '/test', useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

const schoolPages = schoolPageDocuments();

test('every section a result links to is a heading with that id on its page', () => {
  for (const article of ARTICLES) {
    const html = renderToStaticMarkup(<ArticleView article={article} />);
    for (const document of schoolPages.filter((entry) => entry.page === article.path && entry.url.includes('#'))) {
      const id = document.url.split('#')[1]!;
      expect(html).toContain(`<h2 id="${id}">`);
    }
  }
});

test('every school page is indexed, but the splash, the album page, the search itself, the site map; a page with nothing of the school\'s yet only by its title and the office\'s words for it', () => {
  const indexed = new Set(schoolPages.map((document) => document.page));
  const keptOut = ARTICLES.filter((article) => article.noIndex);
  expect(SITE_ROUTES.filter((route) => !indexed.has(route) && !keptOut.some((article) => article.path === route)).sort()).toEqual(['/', '/search', '/site-map', '/subgallery']);
  for (const article of keptOut) {
    const records = schoolPages.filter((document) => document.page === article.path);
    expect(records).toEqual([expect.objectContaining({ title: article.title, text: '', ...(article.askedAs?.length ? { askedAs: article.askedAs.join(', ') } : {}) })]);
  }
  expect(new Set(schoolPages.map((document) => document.id)).size).toBe(schoolPages.length);
});

test('a table is indexed by its caption, columns and cells, a tab by its label and blocks', () => {
  const table = blockText({ kind: 'table', table: { caption: 'Fees', columns: ['Section', 'Total'], rows: [['Primary', 79688, { text: 'PDF', href: '/a.pdf' }]] } });
  expect(table.join(' ')).toBe('Fees Section Total Primary 79688 PDF ');
  const tabs = blockText({ kind: 'tabs', label: 'Houses', tabs: [{ label: 'Red House', blocks: [{ kind: 'list', items: ['Courage'] }] }] });
  expect(tabs).toEqual(['Red House', 'Courage']);
});

test('a provider item links to its listing, filtered to its year, month and title as the listing allows', () => {
  expect(listingUrl(NEWS, 'Annual Day', '2026-11-01T00:00:00.000Z')).toBe('/news#year=2026&month=11&q=Annual+Day');
  expect(listingUrl(SCHOOL_EVENTS, 'Quiz', null)).toBe('/schoolevents#year=all&month=0&q=Quiz');
  expect(listingUrl(VIDEO_GALLERY, 'Campus Tour', '2025-03-05T00:00:00.000Z')).toBe('/video-gallery#year=2025');
  const documents = providerDocuments(PROVIDER_SAMPLE);
  expect(documents.find((document) => document.title === 'State Level Swimming')).toMatchObject({ url: '/achievements-kapolites', where: 'Achievements of Kapolites' });
  expect(documents.find((document) => document.title === 'Annual Day 2025')).toMatchObject({ url: '/subgallery?id=g000001&from=%2Fphoto-gallery', where: 'Photo Gallery' });
  expect(documents.find((document) => document.title === 'Annual Day on the 6th')!.text).toBe('Parents are invited to the Annual Day in the school auditorium.');
});
