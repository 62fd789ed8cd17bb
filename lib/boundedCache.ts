/**
 * A least-recently-used cache bounded by entry count and by total size: a flood of distinct keys pushes
 * out the oldest entries and never holds more than `maxBytes` (as `sizeOf` measures them).
 */
export interface BoundedCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
  readonly bytes: number;
}

export function createBoundedCache<V>({ maxEntries, maxBytes, sizeOf }: { maxEntries: number; maxBytes: number; sizeOf: (value: V) => number }): BoundedCache<V> {
  const entries = new Map<string, { value: V; bytes: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      remove(key);
      const size = sizeOf(value);
      if (size > maxBytes) return;
      entries.set(key, { value, bytes: size });
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
