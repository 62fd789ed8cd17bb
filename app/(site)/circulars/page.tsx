import CircularsListing from '@/components/listing/CircularsListing';
import ListingPage from '@/components/listing/ListingPage';
import { CIRCULARS, defaultFilter } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(CIRCULARS);

export default async function CircularsPage() {
  return (
    <ListingPage config={CIRCULARS}>
      <CircularsListing
        circulars={await itemsOf(CIRCULARS)}
        filters={CIRCULARS.filters}
        defaults={defaultFilter(CIRCULARS, new Date().toISOString())}
      />
    </ListingPage>
  );
}
