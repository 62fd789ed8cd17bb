/**
 * The site's search index kept fresh: built from the school's pages and the provider's lists, read again
 * in the background once older than `maxAgeMs`, and at once (the query waits) when the content revision
 * moved since it was built: the webhook said content changed. A list that cannot be read keeps its last
 * good copy, so a provider outage never empties the search.
 */
import { providerDocuments, type ProviderContent, type SearchDocument } from './documents';
import { createSearchIndex, type SiteSearchIndex } from './engine';

export type ProviderSources = { [K in keyof ProviderContent]: () => Promise<ProviderContent[K]> };

interface SiteSearchOptions {
  schoolPages: readonly SearchDocument[];
  sources: ProviderSources;
  maxAgeMs: number;
  /** The content revision (lib/provider/contentRevision.ts); none: the age alone decides. */
  revision?: () => Promise<string>;
  now?: () => number;
  onSourceFailure?: (source: string, error: unknown) => void;
}

export function createSiteSearch({ schoolPages, sources, maxAgeMs, revision = async () => '', now = Date.now, onSourceFailure }: SiteSearchOptions): () => Promise<SiteSearchIndex> {
  const keys = Object.keys(sources) as (keyof ProviderContent)[];
  const lastGood: Partial<ProviderContent> = {};
  let current: { index: SiteSearchIndex; builtAt: number; revision: string } | null = null;
  let building: Promise<SiteSearchIndex> | null = null;

  const readProvider = async (): Promise<ProviderContent> => {
    const answers = await Promise.allSettled(keys.map((key) => sources[key]()));
    answers.forEach((answer, position) => {
      const key = keys[position]!;
      if (answer.status === 'fulfilled') Object.assign(lastGood, { [key]: answer.value });
      else onSourceFailure?.(key, answer.reason);
    });
    return {
      news: lastGood.news ?? [],
      circulars: lastGood.circulars ?? [],
      newsletters: lastGood.newsletters ?? [],
      events: lastGood.events ?? [],
      galleries: lastGood.galleries ?? [],
      videos: lastGood.videos ?? [],
      accolades: lastGood.accolades ?? [],
    };
  };

  const build = (atRevision: string) => {
    building ??= readProvider()
      .then((content) => {
        const index = createSearchIndex([...schoolPages, ...providerDocuments(content)]);
        current = { index, builtAt: now(), revision: atRevision };
        return index;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };

  return async () => {
    const latest = await revision();
    if (!current || current.revision !== latest) return build(latest);
    // Old: answer from the index in hand, and read the provider again behind it.
    if (now() - current.builtAt >= maxAgeMs) void build(latest).catch(() => undefined);
    return current.index;
  };
}
