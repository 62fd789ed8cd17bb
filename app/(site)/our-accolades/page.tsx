import CardListingPage from '@/components/listing/CardListingPage';
import { listingMetadata } from '@/components/listing/ListingPage';
import { accoladeCard } from '@/lib/cards';
import { ACCOLADES } from '@/lib/listings';
import { getAccolades } from '@/lib/provider/accolades';

export const metadata = listingMetadata(ACCOLADES);

export default async function AccoladesPage() {
  return <CardListingPage config={ACCOLADES} cards={(await getAccolades()).map(accoladeCard)} />;
}
