import CardListingPage from '@/components/listing/CardListingPage';
import { newsletterCard } from '@/lib/listings/cards';
import { NEWSLETTERS } from '@/lib/listings/config';
import { getNewsletters } from '@/lib/provider/circulars';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(NEWSLETTERS);

export default async function NewsletterPage() {
  return <CardListingPage config={NEWSLETTERS} cards={(await getNewsletters()).map(newsletterCard)} />;
}
