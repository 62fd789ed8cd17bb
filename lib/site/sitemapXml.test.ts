import { SITE_PAGES } from './pages';
import type { GalleryItem } from '../provider/types';
import { QUERY_ROUTES } from '../http/routes';
import { SITE_ROUTES } from '../http/siteRoutes';
import { absoluteUrl } from './seo';
import { buildSitemap } from './sitemapXml';

const album = (id: string): GalleryItem => ({ id, category: 'PhotoGallery', title: `Album ${id}`, description: '', date: null, attachments: [], cover: null });

describe('buildSitemap', () => {
  it('lists every page by its absolute URL, the sub gallery only per album, and not the search', () => {
    const urls = buildSitemap([]).map((entry) => entry.url);
    // Not the pages a query makes, nor those kept out of search engines.
    expect(urls).toHaveLength(SITE_ROUTES.length - QUERY_ROUTES.length - SITE_PAGES.filter((page) => page.noIndex && !QUERY_ROUTES.includes(page.path)).length);
    expect(urls).not.toContain(absoluteUrl('/search'));
    expect(urls).toContain(absoluteUrl('/OurSchool'));
    expect(urls).toContain(absoluteUrl('/accessibility'));
    expect(urls).not.toContain(absoluteUrl('/subgallery'));
    for (const url of urls) expect(url.startsWith('http')).toBe(true);
  });

  it('lists each album once, by its canonical address', () => {
    const urls = buildSitemap([album('7'), album('12'), album('7')]).map((entry) => entry.url);
    expect(urls.filter((url) => url.includes('/subgallery'))).toEqual([absoluteUrl('/subgallery?id=7'), absoluteUrl('/subgallery?id=12')]);
  });
});
