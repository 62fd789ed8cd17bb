import CardListingPage from '@/components/listing/CardListingPage';
import { newsletterCard } from '@/lib/listings/cards';
import { NEWSLETTERS } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(NEWSLETTERS);

export default async function NewsletterPage() {
  return <CardListingPage config={NEWSLETTERS} cards={(await itemsOf(NEWSLETTERS)).map(newsletterCard)} />;
}
