import CardListingPage from '@/components/listing/CardListingPage';
import { accoladeCard } from '@/lib/listings/cards';
import { ACCOLADES } from '@/lib/listings/config';
import { getAccolades } from '@/lib/provider/accolades';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(ACCOLADES);

export default async function AccoladesPage() {
  return <CardListingPage config={ACCOLADES} cards={(await getAccolades()).map(accoladeCard)} />;
}
