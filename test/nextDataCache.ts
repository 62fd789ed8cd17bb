/**
 * An in-memory stand-in for Next's data cache (`unstable_cache`, `revalidateTag`) for unit tests, with
 * the semantics the site relies on, as Next's own unstable_cache has them: an entry is keyed by its key
 * parts and arguments; a fresh entry is answered; a stale one (older than its `revalidate` seconds) is
 * computed again and, when that fails, answered as it was; an entry with an expired tag is gone. Results
 * go through JSON, as Next stores them. The e2e suite runs the real one.
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
    if (entry && !expired && !stale) return JSON.parse(entry.body) as R;
    try {
      const result = await compute(...args);
      entries.set(key, { body: JSON.stringify(result), at: Date.now(), written: (store.sequence += 1), tags });
      return result;
    } catch (error) {
      if (entry && !expired) return JSON.parse(entry.body) as R;
      throw error;
    }
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
