import CardListingPage from '@/components/listing/CardListingPage';
import { galleryCard } from '@/lib/cards';
import { SPORTS_CORNER } from '@/lib/listings';
import { getGalleryItems } from '@/lib/provider/gallery';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(SPORTS_CORNER);

export default async function SportsCornerPage() {
  const albums = await getGalleryItems('SportsCorner');
  return <CardListingPage config={SPORTS_CORNER} cards={albums.map((album) => galleryCard(album, SPORTS_CORNER.path))} />;
}
