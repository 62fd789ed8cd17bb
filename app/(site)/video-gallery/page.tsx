import CardListingPage from '@/components/listing/CardListingPage';
import { videoCard } from '@/lib/listings/cards';
import { VIDEO_GALLERY } from '@/lib/listings/config';
import { pageMetadata } from '@/lib/site/seo';
import { listOf } from '@/lib/provider/lists';

export const metadata = pageMetadata(VIDEO_GALLERY);

export default async function VideoGalleryPage() {
  return <CardListingPage config={VIDEO_GALLERY} cards={(await listOf('videos')).map(videoCard)} />;
}
