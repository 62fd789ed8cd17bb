import 'server-only';
import { unstable_cache } from 'next/cache';
import { LRUCache } from 'lru-cache';
import { settings } from '@/lib/server/settings';
import { processWide } from '@/lib/server/processWide';
import { SEARCHED_KINDS, schoolPageDocuments } from './documents';
import { SEARCH_RESULT_LIMIT } from '@/lib/content/search';
import { createSearchIndex, type SearchOutcome, type SiteSearchIndex } from './engine';
import { searchCorpus } from './siteSearch';
import { log, reasonOf } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { inSpan } from '@/lib/observability/tracing';
import { listsOf } from '@/lib/provider/lists';

const { revalidateSeconds } = settings;

// The webhook naming a kind the search reads expires the corpus, and with it the index and outcomes built from it.
const cached = { tags: ['provider', 'search', ...SEARCHED_KINDS], revalidate: revalidateSeconds };

const corpus = unstable_cache(
  async () =>
    searchCorpus(
      schoolPageDocuments(),
      // A list that cannot be read (with no last good copy) is searched as empty; the others are read.
      await listsOf(SEARCHED_KINDS, (source, error) =>
        log.warn({ event: 'search.source_failed', source, reason: reasonOf(error) }, 'search source failed and has no last good copy; searched as empty'),
      ),
    ),
  ['search-corpus'],
  cached,
);

/** The corpus's version alone, so a search reads a few bytes from the cache, not every document. */
const corpusVersion = unstable_cache(async () => (await corpus()).version, ['search-corpus-version'], cached);

/** Indexes built in this process, by corpus version: the one in use and the one it replaces. Shared by
 * the search page's and the search API's bundles. */
const builtIndexes = () => processWide('search.indexes', () => new LRUCache<string, SiteSearchIndex>({ max: 2 }));

async function currentIndex(): Promise<SiteSearchIndex> {
  const indexes = builtIndexes();
  const kept = indexes.get(await corpusVersion());
  if (kept) return kept;
  const { version, documents } = await corpus();
  const index = createSearchIndex(documents);
  indexes.set(version, index);
  return index;
}

// Outcomes are kept by their index (engine.ts), so they renew with the corpus; Next's cache would leave
// files on disk after a flood of distinct queries.
export function searchSite(query: string, limit: number = SEARCH_RESULT_LIMIT): Promise<SearchOutcome> {
  const started = performance.now();
  return inSpan('site search', { 'search.limit': limit }, async () => {
    const answer = (await currentIndex()).search(query, limit);
    metrics.searchSeconds.observe((performance.now() - started) / 1000);
    return answer;
  });
}
