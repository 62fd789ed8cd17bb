// How the pages tell apart the records of one list: circulars from newsletters, one gallery from another.
import type { Circular, GalleryCategory, GalleryItem } from './types';

/** Circulars and newsletters share one call; newsletters are told apart by category, in any case. */
export function isNewsletter(record: Circular): boolean {
  return record.category.toLowerCase() === 'newsletter';
}

/** A record with neither a title nor a photo shows nothing: it is left out of listings and the search. */
export const isEmptyGalleryItem = (item: GalleryItem) => !item.title && item.attachments.length === 0;

/** The provider returns every gallery category at once; each page takes its own, in any case. */
export function inGalleryCategory(category: GalleryCategory): (item: GalleryItem) => boolean {
  const wanted = category.toLowerCase();
  return (item) => item.category.toLowerCase() === wanted && !isEmptyGalleryItem(item);
}
