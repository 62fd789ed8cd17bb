import { createBoundedCache } from '@/lib/boundedCache';

/** A whole HTTP answer, as the server rendered it. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

export interface RenderedPageAnswer {
  page: RenderedPage;
  /** Kept from an earlier render; rendered for this request; or shared with a render another request started. */
  source: 'kept' | 'rendered' | 'shared';
}

interface Options {
  /** Renders the page for a query string; null when it cannot be rendered this way (then the caller renders). */
  render: (search: string) => Promise<RenderedPage | null>;
  /** The content revision: an entry kept from an older one is rendered again. */
  revision: () => Promise<string>;
  maxAgeMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  page: RenderedPage;
  revision: string;
  at: number;
}

function sizeOf({ page }: Entry): number {
  return page.body.byteLength + page.headers.reduce((total, [name, value]) => total + name.length + value.length, 0);
}

/**
 * Rendered result pages kept per query string, least recently used first out, bounded by count and
 * bytes: a repeated query is answered without a render, and a flood of distinct queries cannot fill
 * memory. Concurrent requests for the same query share one render. Only 200 answers are kept.
 */
export function createRenderedPageCache({ render, revision, maxAgeMs, maxEntries, maxBytes, now = Date.now }: Options) {
  const entries = createBoundedCache<Entry>({ maxEntries, maxBytes, sizeOf });
  const rendering = new Map<string, Promise<RenderedPage | null>>();

  return {
    async answer(search: string): Promise<RenderedPageAnswer | null> {
      const current = await revision();
      const kept = entries.get(search);
      if (kept && kept.revision === current && now() - kept.at < maxAgeMs) return { page: kept.page, source: 'kept' };
      let pending = rendering.get(search);
      const shared = pending !== undefined;
      if (!pending) {
        pending = render(search)
          .then((page) => {
            if (page?.status === 200) entries.set(search, { page, revision: current, at: now() });
            return page;
          })
          .finally(() => rendering.delete(search));
        rendering.set(search, pending);
      }
      const page = await pending;
      return page ? { page, source: shared ? 'shared' : 'rendered' } : null;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.bytes;
    },
  };
}
