import { settings } from '@/lib/server/settings';
import { SCHOOL } from '@/lib/content/school';
import { buildFeed } from '@/lib/feeds/rss';
import { CIRCULARS } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';
import { listOf } from '@/lib/provider/lists';

const { siteUrl } = settings;

// Regenerated like the pages: a failed refresh keeps the last good feed.
// The period is the provider calls' own (CONTENT_REVALIDATE_SECONDS).
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const [news, circulars] = await Promise.all([listOf('news'), itemsOf(CIRCULARS)]);
  const feed = buildFeed(news, circulars, { url: siteUrl, title: `${SCHOOL.name}: news and circulars`, description: SCHOOL.description });
  return new Response(feed, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
