import CardListingPage from '@/components/listing/CardListingPage';
import { videoCard } from '@/lib/listings/cards';
import { VIDEO_GALLERY } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(VIDEO_GALLERY);

export default async function VideoGalleryPage() {
  return <CardListingPage config={VIDEO_GALLERY} cards={(await itemsOf(VIDEO_GALLERY)).map(videoCard)} />;
}
