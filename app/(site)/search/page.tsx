import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import SearchBox from '@/components/search/SearchBox';
import SearchResults from '@/components/search/SearchResults';
import { SEARCH_INTRO } from '@/lib/content/pageIntros';
import { cleanQuery } from '@/lib/search/engine';
import { searchSite } from '@/lib/search/service';
import { pageMetadata } from '@/lib/site/seo';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The search, with results or without, is for the visitor, not for search engines: it is kept out of their index. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = cleanQuery((await searchParams).q);
  return pageMetadata({ ...SEARCH_INTRO, noIndex: true, ...(query ? { title: `Search: ${query}` } : {}) });
}

export default async function SearchPage({ searchParams }: Props) {
  const query = cleanQuery((await searchParams).q);
  const outcome = query ? await searchSite(query) : null;
  return (
    <>
      <PageBanner title={SEARCH_INTRO.title} lead={SEARCH_INTRO.description} />
      <div className="container section">
        <SearchBox id="search-page-query" landmarkLabel="Search again" defaultValue={query} />
        {outcome ? <SearchResults outcome={outcome} /> : null}
      </div>
    </>
  );
}
