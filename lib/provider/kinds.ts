// Each kind of content the provider lists, declared once: its name (the webhook's, and the cache tag of
// every read of it), the call that lists it, and how one of its records is read. From this come the
// lists (lists.ts), the webhook's names (contentNames.ts), the metrics' endpoint labels, and the lists
// whose files the site serves (serveFile.ts). Where the site shows a kind, and how the search finds its
// items, is its listing's (lib/listings/config.ts).
import * as records from './normalize';

type Reader<T> = (raw: Record<string, unknown>, index: number) => T;

/** `call`: the path's segments after /api/, the school code last (`['circular', 'all']` is /api/circular/all/KVNS). */
const kind = <T>(call: readonly [string, ...string[]], read: Reader<T>) => ({ call, read });

export const PROVIDER_KINDS = {
  news: kind(['news'], records.normalizeNewsItem),
  circulars: kind(['circular', 'all'], records.normalizeCircular),
  events: kind(['events', 'All'], records.normalizeEvent),
  gallery: kind(['gallery', 'All'], records.normalizeGalleryItem),
  videos: kind(['video', 'all'], records.normalizeVideo),
  accolades: kind(['media'], records.normalizeAccolade),
  highlights: kind(['highlight'], records.normalizeHighlight),
  notifications: kind(['notification'], records.normalizeNotification),
  toppers: kind(['topper'], records.normalizeTopper),
  testimonials: kind(['Testimonials'], records.normalizeTestimonial),
  'leader-messages': kind(['PrincipalMessage'], (raw) => records.normalizeLeaderMessage(raw)),
  'online-registration': kind(['onlineRegistration'], records.normalizeOnlineRegistration),
};

export type ProviderKind = keyof typeof PROVIDER_KINDS;

/** The normalised record of a kind. */
export type RecordOf<K extends ProviderKind> = ReturnType<(typeof PROVIDER_KINDS)[K]['read']>;

/** Some kinds' lists, as read: what the search and the listings pick their items from. */
export type ProviderLists = { [K in ProviderKind]?: RecordOf<K>[] };

export const PROVIDER_KIND_NAMES = Object.keys(PROVIDER_KINDS) as ProviderKind[];

/** The provider's calls that list no kind: one album, a picture, a form post. */
const OTHER_CALLS = ['subGallery', 'image', 'form'];

const ENDPOINTS: ReadonlySet<string> = new Set([...Object.values(PROVIDER_KINDS).map(({ call }) => call[0]), ...OTHER_CALLS]);

/** The endpoint a provider path calls (`/api/news/KVNS` → `news`), the metrics' label; `other` for anything else. */
export function providerEndpoint(path: string): string {
  const segment = /^\/api\/([^/?]+)/.exec(path)?.[1];
  return segment && ENDPOINTS.has(segment) ? segment : 'other';
}
