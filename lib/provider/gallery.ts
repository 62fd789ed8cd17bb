import { loadList, schoolPath } from './client';
import { normalizeGalleryItem } from './normalize';
import type { GalleryCategory } from './types';

/** The provider returns every category at once; pages take theirs (spec: filtered by category). */
export async function getGalleryItems(category: GalleryCategory) {
  const wanted = category.toLowerCase();
  const items = await loadList(schoolPath('gallery', 'All'), 'gallery', normalizeGalleryItem);
  return items.filter((item) => item.category.toLowerCase() === wanted);
}
