import type { MetadataRoute } from 'next';
import { getGalleryItems } from '@/lib/provider/gallery';
import { buildSitemap } from '@/lib/site/sitemapXml';

/** Albums come from the provider, so the sitemap refreshes with the content (ISR through the provider fetches). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const galleries = await Promise.all([getGalleryItems('PhotoGallery'), getGalleryItems('Activity'), getGalleryItems('SportsCorner')]);
  return buildSitemap(galleries.flat());
}
