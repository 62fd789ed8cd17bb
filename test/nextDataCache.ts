/**
 * An in-memory stand-in for Next's data cache (`unstable_cache`, `revalidateTag`) for unit tests, as
 * Next's own unstable_cache behaves inside a page render or a route handler (the only places the site
 * uses it; the proxy, where Next keeps nothing between calls, uses lib/provider/addressLists.ts): an
 * entry is keyed by its key parts and arguments; a fresh entry is answered; a stale one (older than its
 * `revalidate` seconds) is answered at once while it is computed again in the background, and kept when
 * that fails; an entry with an expired tag is gone, and computed in the foreground. Results go through
 * JSON, as Next stores them. The e2e suite runs the real one.
 */
type Entry = { body: string; at: number; written: number; tags: string[] };

/** One store for every copy of this module (tests reset the module registry to reread settings). */
interface Store {
  entries: Map<string, Entry>;
  expiredAt: Map<string, number>;
  sequence: number;
}
const holder = globalThis as { __nextDataCacheDouble?: Store };
const store: Store = (holder.__nextDataCacheDouble ??= { entries: new Map(), expiredAt: new Map(), sequence: 0 });
const { entries, expiredAt } = store;

export function unstable_cache<A extends unknown[], R>(
  compute: (...args: A) => Promise<R>,
  keyParts: string[] = [],
  { tags = [], revalidate }: { tags?: string[]; revalidate?: number | false } = {},
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    const key = JSON.stringify([keyParts, args]);
    const entry = entries.get(key);
    const expired = entry && entry.tags.some((tag) => (expiredAt.get(tag) ?? -1) > entry.written);
    const stale = entry && typeof revalidate === 'number' && Date.now() - entry.at >= revalidate * 1000;
    const keep = (result: R) => entries.set(key, { body: JSON.stringify(result), at: Date.now(), written: (store.sequence += 1), tags });
    if (entry && !expired && !stale) return JSON.parse(entry.body) as R;
    if (entry && !expired && stale) {
      void compute(...args).then(keep, () => undefined);
      return JSON.parse(entry.body) as R;
    }
    const result = await compute(...args);
    keep(result);
    return result;
  };
}

export function revalidateTag(tag: string): void {
  expiredAt.set(tag, (store.sequence += 1));
}

/** Empties the cache between tests. */
export function clearDataCache(): void {
  entries.clear();
  expiredAt.clear();
}
