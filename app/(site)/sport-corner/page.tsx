import CardListingPage from '@/components/listing/CardListingPage';
import { listingMetadata } from '@/components/listing/ListingPage';
import { galleryCard } from '@/lib/cards';
import { SPORTS_CORNER } from '@/lib/listings';
import { getGalleryItems } from '@/lib/provider/gallery';

export const metadata = listingMetadata(SPORTS_CORNER);

export default async function SportsCornerPage() {
  const albums = await getGalleryItems('SportsCorner');
  return <CardListingPage config={SPORTS_CORNER} cards={albums.map((album) => galleryCard(album, SPORTS_CORNER.path))} />;
}
