import CardListingPage from '@/components/listing/CardListingPage';
import { galleryCard } from '@/lib/listings/cards';
import { PHOTO_GALLERY } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(PHOTO_GALLERY);

export default async function PhotoGalleryPage() {
  return <CardListingPage config={PHOTO_GALLERY} cards={(await itemsOf(PHOTO_GALLERY)).map((album) => galleryCard(album, PHOTO_GALLERY.path))} />;
}
