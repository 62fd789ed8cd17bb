/**
 * A revision of the provider's content that moves each time the webhook says content changed. Pages
 * follow the webhook through Next's tagged cache; what the server keeps built in memory from provider
 * lists (the search index, the album index) compares this revision with the one it was built at, and
 * rebuilds when it moved.
 *
 * With a shared cache (Redis) the revision lives there too, so the instance the webhook did not reach
 * sees it move within `maxAgeMs`; without one it is this process's own. Both are kept in a
 * process-wide slot: the proxy and the routes are bundled apart, yet must read the same revision.
 */
export interface ContentRevisionStore {
  /** Reads the shared revision; throws when the store cannot be reached. */
  read(): Promise<string | null>;
  /** Moves the shared revision on. */
  bump(): Promise<void>;
}

export interface ContentRevision {
  current(): Promise<string>;
  bump(): Promise<void>;
}

interface Options {
  store?: ContentRevisionStore | null;
  /** A shared revision read less than this long ago is taken as still current. */
  maxAgeMs: number;
  now?: () => number;
}

export function createContentRevision({ store, maxAgeMs, now = Date.now }: Options): ContentRevision {
  let local = 0;
  let shared: { value: string; readAt: number } | null = null;
  let reading: Promise<void> | null = null;

  const readShared = () => {
    reading ??= store!
      .read()
      .then(
        (value) => {
          shared = { value: value ?? '0', readAt: now() };
        },
        // Unreachable: keep the last value read; the local part still moves on this instance.
        () => undefined,
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  return {
    async current() {
      if (store && (!shared || now() - shared.readAt >= maxAgeMs)) await readShared();
      return `${local}:${shared?.value ?? '-'}`;
    },
    async bump() {
      local += 1;
      if (!store) return;
      await store.bump();
      shared = null;
    },
  };
}
