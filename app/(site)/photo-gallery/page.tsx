import CardListingPage from '@/components/listing/CardListingPage';
import { galleryCard } from '@/lib/listings/cards';
import { PHOTO_GALLERY } from '@/lib/listings/config';
import { getGalleryItems } from '@/lib/provider/gallery';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(PHOTO_GALLERY);

export default async function PhotoGalleryPage() {
  const albums = await getGalleryItems('PhotoGallery');
  return <CardListingPage config={PHOTO_GALLERY} cards={albums.map((album) => galleryCard(album, PHOTO_GALLERY.path))} />;
}
