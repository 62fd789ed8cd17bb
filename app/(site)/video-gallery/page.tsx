import CardListingPage from '@/components/listing/CardListingPage';
import { listingMetadata } from '@/components/listing/ListingPage';
import { videoCard } from '@/lib/cards';
import { VIDEO_GALLERY } from '@/lib/listings';
import { getVideos } from '@/lib/provider/videos';

export const metadata = listingMetadata(VIDEO_GALLERY);

export default async function VideoGalleryPage() {
  return <CardListingPage config={VIDEO_GALLERY} cards={(await getVideos()).map(videoCard)} />;
}
