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
    console.warn(`[search] ${source}: ${error instanceof Error ? error.message : String(error)}; keeping the last good copy`),
});
