import { settings } from '@/lib/server/settings';
import { SEARCH_INTRO } from '@/lib/content/pageIntros';
import { SCHOOL } from '@/lib/content/school';
import { buildOpenSearch } from '@/lib/feeds/opensearch';

const { siteUrl } = settings;

export const dynamic = 'force-static';

export function GET(): Response {
  const body = buildOpenSearch({ siteUrl, shortName: `${SCHOOL.shortName} search`, description: SEARCH_INTRO.description });
  return new Response(body, { headers: { 'content-type': 'application/opensearchdescription+xml; charset=utf-8' } });
}
