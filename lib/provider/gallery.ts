import { listOf } from './lists';
import { isValidAlbumId } from './albumId';
import type { GalleryCategory, GalleryItem } from './types';

/** The provider returns every category at once; pages take theirs (filtered by category). */
export async function getGalleryItems(category: GalleryCategory) {
  const wanted = category.toLowerCase();
  return (await allGalleryItems()).filter((item) => item.category.toLowerCase() === wanted);
}

/** A record with neither a title nor a photo shows nothing: it is left out of listings and the search. */
export const isEmptyGalleryItem = (item: GalleryItem) => !item.title && item.attachments.length === 0;

/** Every gallery item of every category, as the provider lists them, empty records left out. */
export const allGalleryItems = async () => (await listOf('gallery')).filter((item) => !isEmptyGalleryItem(item));

/** Every album the gallery listings link to, of any category: the sub gallery pages to prerender. */
export async function getAlbumIds(): Promise<string[]> {
  return [...new Set((await allGalleryItems()).map((item) => item.id).filter(isValidAlbumId))];
}
