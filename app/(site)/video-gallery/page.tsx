import CardListingPage from '@/components/listing/CardListingPage';
import { videoCard } from '@/lib/cards';
import { VIDEO_GALLERY } from '@/lib/listings';
import { getVideos } from '@/lib/provider/videos';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(VIDEO_GALLERY);

export default async function VideoGalleryPage() {
  return <CardListingPage config={VIDEO_GALLERY} cards={(await getVideos()).map(videoCard)} />;
}
