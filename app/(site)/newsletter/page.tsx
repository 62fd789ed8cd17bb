import CardListingPage from '@/components/listing/CardListingPage';
import { listingMetadata } from '@/components/listing/ListingPage';
import { newsletterCard } from '@/lib/cards';
import { NEWSLETTERS } from '@/lib/listings';
import { getNewsletters } from '@/lib/provider/circulars';

export const metadata = listingMetadata(NEWSLETTERS);

export default async function NewsletterPage() {
  return <CardListingPage config={NEWSLETTERS} cards={(await getNewsletters()).map(newsletterCard)} />;
}
