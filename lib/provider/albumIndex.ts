import { settings } from '@/lib/settings';
import { getAlbumIds } from './gallery';
import { contentRevision } from './revision';

const { revalidateSeconds } = settings;

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
  /** The content revision (contentRevision.ts): once it moves, the next unknown id reads at once. */
  revision?: () => Promise<string>;
  now?: () => number;
}

/**
 * The albums the listings hold, kept in memory. An id not in the list triggers a fresh read (at most one
 * per `minIntervalMs`), so an album the office adds is found at once; a known id is answered from memory
 * while an old list is read again in the background; a failed read keeps the last list. A webhook call
 * (the revision moves) makes the list old at once, so an album just published is found by its id.
 */
export function createAlbumIndex({ load, maxAgeMs, minIntervalMs, revision = async () => '', now = Date.now }: AlbumIndexOptions): AlbumIndex {
  let ids: Set<string> | null = null;
  let loadedAt = Number.NEGATIVE_INFINITY;
  let attemptedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;
  let readAtRevision: string | undefined;

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
      const latest = await revision();
      if (readAtRevision !== undefined && latest !== readAtRevision) {
        loadedAt = attemptedAt = Number.NEGATIVE_INFINITY;
      }
      readAtRevision = latest;
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


/** How often an unknown album id may cause a read of the listing. */
const UNKNOWN_ALBUM_READ_INTERVAL_MS = 30_000;

export const albumIndex = createAlbumIndex({
  load: getAlbumIds,
  revision: contentRevision.current,
  maxAgeMs: revalidateSeconds * 1000,
  minIntervalMs: Math.min(UNKNOWN_ALBUM_READ_INTERVAL_MS, revalidateSeconds * 1000),
});

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
