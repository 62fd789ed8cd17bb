import { keptValue } from './addressLists';
import { readingDirectly } from './client';
import { getAlbumIds } from './gallery';

/** Whether an album id is one the gallery listings hold: null while no list could ever be read. */
export async function isKnownAlbum(id: string): Promise<boolean | null> {
  const ids = await keptValue('lists', 'album-ids', () => readingDirectly(getAlbumIds));
  return ids === null ? null : ids.includes(id);
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
