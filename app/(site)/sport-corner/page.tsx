import CardListingPage from '@/components/listing/CardListingPage';
import { galleryCard } from '@/lib/listings/cards';
import { SPORTS_CORNER } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(SPORTS_CORNER);

export default async function SportsCornerPage() {
  return <CardListingPage config={SPORTS_CORNER} cards={(await itemsOf(SPORTS_CORNER)).map((album) => galleryCard(album, SPORTS_CORNER.path))} />;
}
