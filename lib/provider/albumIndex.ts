import { revalidateSeconds } from '@/lib/config';
import { isValidAlbumId } from './albumId';
import { normalizeGalleryItem, normalizeList } from './normalize';
import { providerRequest, schoolPath } from './request';

/** Whether an album id is one the gallery listings hold: null while no list could be read yet. */
export interface AlbumIndex {
  isKnown(id: string): Promise<boolean | null>;
}

interface AlbumIndexOptions {
  /** Reads the ids of every album the listings hold; throws when it cannot. */
  load: () => Promise<string[]>;
  /** The list is read again once it is this old. */
  maxAgeMs: number;
  /** At most one read per this interval, however many unknown ids arrive: the cost an attacker can cause. */
  minIntervalMs: number;
  now?: () => number;
}

/**
 * The albums the listings hold, kept in memory. An id not in the list triggers a fresh read (at most one
 * per `minIntervalMs`), so an album the office adds is found at once; a known id is answered from memory
 * while an old list is read again in the background; a failed read keeps the last list.
 */
export function createAlbumIndex({ load, maxAgeMs, minIntervalMs, now = Date.now }: AlbumIndexOptions): AlbumIndex {
  let ids: Set<string> | null = null;
  let loadedAt = Number.NEGATIVE_INFINITY;
  let attemptedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  const read = () => {
    attemptedAt = now();
    reading ??= load()
      .then(
        (list) => {
          ids = new Set(list);
          loadedAt = now();
        },
        () => undefined,
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  return {
    async isKnown(id) {
      const due = () => now() - attemptedAt >= minIntervalMs;
      if (ids?.has(id)) {
        // Known: answer at once, and refresh an old list in the background, so a slow provider holds no page.
        if (now() - loadedAt >= maxAgeMs && due()) void read();
        return true;
      }
      if (reading) await reading;
      else if (due()) await read();
      return ids ? ids.has(id) : null;
    },
  };
}

/** Every album id the provider's gallery listing holds, read directly (no Next cache here). */
async function loadAlbumIds(): Promise<string[]> {
  const [url, init] = providerRequest(schoolPath('gallery', 'All'));
  const response = await fetch(url, { ...init, cache: 'no-store' });
  if (!response.ok) throw new Error(`gallery listing answered ${response.status}`);
  return normalizeList(await response.json(), normalizeGalleryItem)
    .map((item) => item.id)
    .filter(isValidAlbumId);
}

/** How often an unknown album id may cause a read of the listing. */
const UNKNOWN_ALBUM_READ_INTERVAL_MS = 30_000;

export const albumIndex = createAlbumIndex({
  load: loadAlbumIds,
  maxAgeMs: revalidateSeconds * 1000,
  minIntervalMs: Math.min(UNKNOWN_ALBUM_READ_INTERVAL_MS, revalidateSeconds * 1000),
});

/** The album id a request asks for, by the spec's address or the page it is rewritten to; undefined for other paths. */
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
