import { articleAt } from '@/lib/content/pages';
import { isNavGroup, MAIN_NAVIGATION } from '../content/navigation';
import { PAGE_RECORDS, SITE_PAGES } from './pages';
import type { SiteRoute } from '../http/routes';
import { SITE_ROUTES } from '../http/siteRoutes';
import { schoolPageDocuments } from '../search/documents';
import { buildSitemap } from './sitemapXml';
import { absoluteUrl } from './seo';

const sitePage = (path: SiteRoute) => SITE_PAGES.find((page) => page.path === path)!;

test('every route has exactly one record, and every record is a route', () => {
  expect(SITE_PAGES.map((page) => page.path)).toEqual([...SITE_ROUTES]);
  expect(PAGE_RECORDS.map((record) => record.path).sort()).toEqual([...SITE_ROUTES].sort());
});

test('every page has a title and a description of its own', () => {
  for (const page of SITE_PAGES) {
    expect(page.title.trim()).not.toBe('');
    // More than a title's words; the home page's title is the school's whole name, however long the office gives it.
    expect(page.description.trim().length).toBeGreaterThan(page.absoluteTitle ? 20 : page.title.length);
    expect(page.description).not.toBe(page.title);
  }
  expect(new Set(SITE_PAGES.map((page) => page.title)).size).toBe(SITE_PAGES.length);
});

test('a page is in the menu group that links to it', () => {
  expect(sitePage('/OurSchool').group).toBe('About Us');
  expect(sitePage('/schoolevents').group).toBe('Academics');
  expect(sitePage('/activity').group).toBeUndefined();
  expect(sitePage('/accessibility').group).toBeUndefined();
  expect(sitePage('/').absoluteTitle).toBe(true);
  expect(sitePage('/subgallery').noIndex).toBe(true);
});

test('the sitemap and the search read the registry', () => {
  const sitemap = buildSitemap([]).map((entry) => entry.url);
  expect(sitemap).toEqual(SITE_PAGES.filter((page) => page.inSitemap).map((page) => absoluteUrl(page.path)));
  const searched = new Map(schoolPageDocuments().filter((doc) => doc.id === doc.page).map((doc) => [doc.page, doc.title]));
  const notSearched = ['/', '/search', '/site-map', '/subgallery'];
  // A page with nothing of the school's yet is searched by its title and the office's words for it; the others the search engines skip are not searched.
  const expected = SITE_PAGES.filter((page) => !notSearched.includes(page.path) && (!page.noIndex || articleAt(page.path) !== undefined));
  for (const page of SITE_PAGES.filter((page) => !notSearched.includes(page.path))) {
    expect(searched.get(page.path)).toBe(expected.includes(page) ? page.title : undefined);
  }
  expect(searched.size).toBe(expected.length);
});

test('a page with nothing of the school\'s yet is kept out of search engines, the sitemap and the site search, and still in the menu and the site map page', () => {
  const { ARTICLES, holdsNothingOfTheSchool } = jest.requireActual<typeof import('../content/pages')>('../content/pages/index.ts');
  const { siteMapGroups } = jest.requireActual<typeof import('./siteMapLinks')>('./siteMapLinks.ts');
  const menu = new Set(MAIN_NAVIGATION.flatMap((entry) => (isNavGroup(entry) ? entry.children : [entry])).map((link) => link.href));
  const listed = JSON.stringify(siteMapGroups());
  for (const article of ARTICLES) {
    const page = sitePage(article.path as SiteRoute);
    expect(Boolean(page.noIndex)).toBe(holdsNothingOfTheSchool(article));
    expect(page.inSitemap).toBe(!page.noIndex);
    if (page.noIndex) expect(menu.has(page.path) || listed.includes(`"${page.path}"`)).toBe(true);
  }
  expect(holdsNothingOfTheSchool({ sections: [{ blocks: [{ kind: 'pending', what: 'x' }, { kind: 'see-also', links: [] }] }] })).toBe(true);
  expect(holdsNothingOfTheSchool({ sections: [{ blocks: [{ kind: 'tabs', label: 'T', tabs: [{ label: 'A', blocks: [{ kind: 'pending', what: 'x' }] }] }] }] })).toBe(true);
  expect(holdsNothingOfTheSchool({ sections: [{ blocks: [{ kind: 'pending', what: 'x' }] }, { blocks: [{ kind: 'paragraph', text: 'The school’s words.' }] }] })).toBe(false);
});

test('every link of the menu that stays on the site leads to a page of the registry', () => {
  const links = MAIN_NAVIGATION.flatMap((entry) => (isNavGroup(entry) ? entry.children : [entry])).filter((link) => !link.external);
  expect(links.length).toBeGreaterThan(20);
  const paths = new Set<string>(SITE_PAGES.map((page) => page.path));
  for (const link of links) expect(paths.has(link.href)).toBe(true);
});
