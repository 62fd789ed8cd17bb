import CardListingPage from '@/components/listing/CardListingPage';
import { accoladeCard } from '@/lib/listings/cards';
import { ACCOLADES } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(ACCOLADES);

export default async function AccoladesPage() {
  return <CardListingPage config={ACCOLADES} cards={(await itemsOf(ACCOLADES)).map(accoladeCard)} />;
}
