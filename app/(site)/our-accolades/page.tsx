import CardListingPage from '@/components/listing/CardListingPage';
import { accoladeCard } from '@/lib/listings/cards';
import { ACCOLADES } from '@/lib/listings/config';
import { pageMetadata } from '@/lib/site/seo';
import { listOf } from '@/lib/provider/lists';

export const metadata = pageMetadata(ACCOLADES);

export default async function AccoladesPage() {
  return <CardListingPage config={ACCOLADES} cards={(await listOf('accolades')).map(accoladeCard)} />;
}
