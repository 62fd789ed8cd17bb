import { settings } from '@/lib/server/settings';
import { cleanQuery } from '@/lib/search/engine';
import { searchSite } from '@/lib/search/service';

const { pageCacheControl } = settings;

const SUGGESTION_LIMIT = 8;

/** Results as you type, for the search box: the same search as /search, fewer results, cached like a page. */
export async function GET(request: Request): Promise<Response> {
  const query = cleanQuery(new URL(request.url).searchParams.get('q'));
  const outcome = query ? await searchSite(query, SUGGESTION_LIMIT) : { query, results: [], total: 0, suggestions: [] };
  return Response.json(outcome, {
    headers: { 'cache-control': pageCacheControl },
  });
}
