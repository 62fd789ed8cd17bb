import CardListingPage from '@/components/listing/CardListingPage';
import { galleryCard } from '@/lib/listings/cards';
import { ACTIVITY } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(ACTIVITY);

export default async function ActivityPage() {
  return <CardListingPage config={ACTIVITY} cards={(await itemsOf(ACTIVITY)).map((item) => galleryCard(item, ACTIVITY.path))} />;
}
