import { unstable_cache } from 'next/cache';
import { settings } from '@/lib/settings';
import { getAlbumIds } from './gallery';

/**
 * How old a list the proxy checks an address against (album ids, file addresses) may be: what the office
 * adds without the webhook is found within this, and however many unknown addresses arrive, the lists
 * are read at most once per this interval on each instance (the cost an attacker can cause).
 */
export const ADDRESS_LIST_MAX_AGE_SECONDS = Math.min(30, settings.revalidateSeconds);

/** The ids of every album the listings hold, in Next's data cache under the gallery's tags. */
const albumIds = unstable_cache(getAlbumIds, ['album-ids'], { tags: ['provider', 'gallery'], revalidate: ADDRESS_LIST_MAX_AGE_SECONDS });

/** Whether an album id is one the gallery listings hold: null while no list can be read. */
export async function isKnownAlbum(id: string): Promise<boolean | null> {
  try {
    return (await albumIds()).includes(id);
  } catch {
    return null;
  }
}

/** The album id a request asks for, by /subgallery?id= or the page it is rewritten to; undefined for other paths. */
export function requestedAlbumId(url: URL): string | undefined {
  if (url.pathname === '/subgallery') return url.searchParams.get('id') ?? undefined;
  const match = /^\/subgallery\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1];
  }
}
