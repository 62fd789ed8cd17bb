import 'server-only';
import { settings } from '@/lib/settings';
import { getAccolades } from '@/lib/provider/accolades';
import { getCirculars, getNewsletters } from '@/lib/provider/circulars';
import { getEvents } from '@/lib/provider/events';
import { allGalleryItems } from '@/lib/provider/gallery';
import { getNews } from '@/lib/provider/news';
import { getVideos } from '@/lib/provider/videos';
import { contentRevision } from '@/lib/provider/revision';
import { schoolPageDocuments } from './documents';
import { createSiteSearch } from './siteSearch';
import { log, reasonOf } from '@/lib/observability/log.mjs';
import { metrics } from '@/lib/observability/metrics.mjs';
import { inSpan } from '@/lib/observability/tracing';

const { revalidateSeconds } = settings;

/** The site search of this server: the provider's lists are read as often as the pages are regenerated. */
export const getSiteSearch = createSiteSearch({
  schoolPages: schoolPageDocuments(),
  sources: {
    news: getNews,
    circulars: getCirculars,
    newsletters: getNewsletters,
    events: getEvents,
    galleries: allGalleryItems,
    videos: getVideos,
    accolades: getAccolades,
  },
  maxAgeMs: revalidateSeconds * 1000,
  revision: contentRevision.current,
  onSourceFailure: (source, error) =>
    log.warn({ event: 'search.source_failed', source, reason: reasonOf(error) }, 'search index source failed; keeping the last good copy'),
});

/** A site search, timed (the index's rebuild included when it is due) and traced. */
export function searchSite(query: string, limit?: number) {
  const started = performance.now();
  return inSpan('site search', { 'search.limit': limit ?? 0 }, async () => {
    const outcome = (await getSiteSearch()).search(query, limit);
    metrics.searchSeconds.observe((performance.now() - started) / 1000);
    return outcome;
  });
}
