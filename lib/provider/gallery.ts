import { loadList, schoolPath } from './client';
import { normalizeGalleryItem } from './normalize';
import { isValidAlbumId } from './albumId';
import type { GalleryCategory } from './types';

/** The provider returns every category at once; pages take theirs (filtered by category). */
export async function getGalleryItems(category: GalleryCategory) {
  const wanted = category.toLowerCase();
  return (await allGalleryItems()).filter((item) => item.category.toLowerCase() === wanted);
}

/** Every gallery item of every category, as the provider lists them. */
export const allGalleryItems = () => loadList(schoolPath('gallery', 'All'), 'gallery', normalizeGalleryItem);

/** Every album the gallery listings link to, of any category: the sub gallery pages to prerender. */
export async function getAlbumIds(): Promise<string[]> {
  return [...new Set((await allGalleryItems()).map((item) => item.id).filter(isValidAlbumId))];
}
