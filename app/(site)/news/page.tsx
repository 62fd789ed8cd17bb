import ListingPage from '@/components/listing/ListingPage';
import NewsListing from '@/components/listing/NewsListing';
import { defaultFilter, NEWS } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(NEWS);

export default async function NewsPage() {
  return (
    <ListingPage config={NEWS}>
      <NewsListing items={await itemsOf(NEWS)} filters={NEWS.filters} defaults={defaultFilter(NEWS, new Date().toISOString())} />
    </ListingPage>
  );
}
