import CircularsListing from '@/components/listing/CircularsListing';
import ListingPage, { listingMetadata } from '@/components/listing/ListingPage';
import { CIRCULARS, defaultFilter } from '@/lib/listings';
import { getCirculars } from '@/lib/provider/circulars';

export const metadata = listingMetadata(CIRCULARS);

export default async function CircularsPage() {
  return (
    <ListingPage config={CIRCULARS}>
      <CircularsListing
        circulars={await getCirculars()}
        filters={CIRCULARS.filters}
        defaults={defaultFilter(CIRCULARS, new Date().toISOString())}
      />
    </ListingPage>
  );
}
