import CardListingPage from '@/components/listing/CardListingPage';
import { galleryCard } from '@/lib/cards';
import { PHOTO_GALLERY } from '@/lib/listings';
import { getGalleryItems } from '@/lib/provider/gallery';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(PHOTO_GALLERY);

export default async function PhotoGalleryPage() {
  const albums = await getGalleryItems('PhotoGallery');
  return <CardListingPage config={PHOTO_GALLERY} cards={albums.map((album) => galleryCard(album, PHOTO_GALLERY.path))} />;
}
