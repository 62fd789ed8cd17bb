import type { MetadataRoute } from 'next';
import { subGalleryCanonicalPath } from '../listings/cards';
import type { GalleryItem } from '../provider/types';
import { SITE_PAGES } from './pages';
import { HOME_PATH } from '../http/routes';
import { absoluteUrl } from './seo';

/**
 * Every page, then every album's sub gallery (each album once, however many listings show it).
 * `topicPages`: pages kept out by their own content that show what the school published on their topic.
 */
export function buildSitemap(albums: readonly GalleryItem[], topicPages: readonly string[] = []): MetadataRoute.Sitemap {
  const pages: MetadataRoute.Sitemap = SITE_PAGES.filter((page) => page.inSitemap || topicPages.includes(page.path)).map((page) => ({
    url: absoluteUrl(page.path),
    priority: page.path === HOME_PATH ? 1 : 0.7,
  }));
  const albumIds = [...new Set(albums.map((album) => album.id))];
  const albumPages = albumIds.map((id) => ({ url: absoluteUrl(subGalleryCanonicalPath(id)), priority: 0.5 }));
  return [...pages, ...albumPages];
}
