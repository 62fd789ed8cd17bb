import CardListingPage from '@/components/listing/CardListingPage';
import { galleryCard } from '@/lib/listings/cards';
import { SPORTS_CORNER } from '@/lib/listings/config';
import { getGalleryItems } from '@/lib/provider/gallery';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(SPORTS_CORNER);

export default async function SportsCornerPage() {
  const albums = await getGalleryItems('SportsCorner');
  return <CardListingPage config={SPORTS_CORNER} cards={albums.map((album) => galleryCard(album, SPORTS_CORNER.path))} />;
}
