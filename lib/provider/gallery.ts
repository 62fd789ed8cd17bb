import { listOf } from './lists';
import { isValidAlbumId } from './albumId';
import { isEmptyGalleryItem } from './categories';

/** Every gallery item of every category, as the provider lists them, empty records left out. */
export const allGalleryItems = async () => (await listOf('gallery')).filter((item) => !isEmptyGalleryItem(item));

/** Every album the gallery listings link to, of any category: the sub gallery pages to prerender. */
export async function getAlbumIds(): Promise<string[]> {
  return [...new Set((await allGalleryItems()).map((item) => item.id).filter(isValidAlbumId))];
}
