import ListingPage from '@/components/listing/ListingPage';
import NewsListing from '@/components/listing/NewsListing';
import { defaultFilter, NEWS } from '@/lib/listings/config';
import { pageMetadata } from '@/lib/site/seo';
import { listOf } from '@/lib/provider/lists';

export const metadata = pageMetadata(NEWS);

export default async function NewsPage() {
  return (
    <ListingPage config={NEWS}>
      <NewsListing items={await listOf('news')} filters={NEWS.filters} defaults={defaultFilter(NEWS, new Date().toISOString())} />
    </ListingPage>
  );
}
