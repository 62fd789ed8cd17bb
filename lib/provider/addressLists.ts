// Kept in the process, where proxy.ts (whose calls get a data cache that
// keeps nothing) checks addresses against them (docs/architecture.md, step 4).
import { processWide } from '@/lib/server/processWide';
import { settings } from '@/lib/server/settings';

// What the office adds without the webhook is found within this, and it bounds the provider reads unknown
// addresses cause on each instance.
export const ADDRESS_LIST_MAX_AGE_SECONDS = Math.min(30, settings.revalidateSeconds);

interface Kept<T> {
  value?: T;
  /** When the last read was started (ms); -Infinity once expired. */
  readAt: number;
  reading?: Promise<void>;
}

/** Values kept per group; a group holding this many is emptied before another is added. */
const MAX_KEPT_PER_GROUP = 10_000;

/** Every kept value of this process, by group and name: one registry for the proxy's and the webhook's bundles. */
const registry = () => processWide('provider.addressLists', () => new Map<string, Map<string, Kept<unknown>>>());

/** Read again when older than the age bound (the old one answers meanwhile); null while none was ever read. */
export async function keptValue<T>(group: string, name: string, read: () => Promise<T>, maxAgeSeconds = ADDRESS_LIST_MAX_AGE_SECONDS): Promise<T | null> {
  const groups = registry();
  let kept = groups.get(group);
  if (!kept) groups.set(group, (kept = new Map()));
  let entry = kept.get(name) as Kept<T> | undefined;
  if (!entry) {
    if (kept.size >= MAX_KEPT_PER_GROUP) kept.clear();
    kept.set(name, (entry = { readAt: -Infinity }));
  }
  const current = entry;
  if (Date.now() - current.readAt >= maxAgeSeconds * 1000 && !current.reading) {
    // A failed read counts as a read: the provider is asked again only once the age bound has passed.
    current.readAt = Date.now();
    current.reading = read()
      .then((value) => {
        current.value = value;
      })
      .catch(() => undefined)
      .finally(() => {
        current.reading = undefined;
      });
  }
  if (current.value === undefined && current.reading) await current.reading;
  return current.value ?? null;
}

/** The webhook's: every kept value is read again when next needed (the last good one kept meanwhile). */
export function expireAddressLists(): void {
  for (const kept of registry().values()) for (const entry of kept.values()) entry.readAt = -Infinity;
}
