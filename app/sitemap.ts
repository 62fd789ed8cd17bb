import type { MetadataRoute } from 'next';
import { ACTIVITY, PHOTO_GALLERY, SPORTS_CORNER } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';
import { articleAt } from '@/lib/content/pages';
import { TOPIC_SOURCES } from '@/lib/listings/publishedOnTopic';
import { articleOnTopic } from '@/lib/site/articleOnTopic';
import { buildSitemap } from '@/lib/site/sitemapXml';

/** Albums come from the provider, so the sitemap refreshes with the content (ISR through the provider fetches). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const galleries = await Promise.all([PHOTO_GALLERY, ACTIVITY, SPORTS_CORNER].map(itemsOf));
  const topics = await Promise.all(Object.keys(TOPIC_SOURCES).map(async (path) => ((await articleOnTopic(articleAt(path)!)).noIndex ? [] : [path])));
  return buildSitemap(galleries.flat(), topics.flat());
}
