import CardListingPage from '@/components/listing/CardListingPage';
import { galleryCard } from '@/lib/listings/cards';
import { ACTIVITY } from '@/lib/listings/config';
import { getGalleryItems } from '@/lib/provider/gallery';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(ACTIVITY);

export default async function ActivityPage() {
  const activities = await getGalleryItems('Activity');
  return <CardListingPage config={ACTIVITY} cards={activities.map((item) => galleryCard(item, ACTIVITY.path))} />;
}
