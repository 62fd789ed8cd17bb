import { loadList } from './client';
import { normalizeSubGallery } from './normalize';
import type { SubGalleryRecord } from './types';

/** Album ids as the provider makes them; anything else never reaches a provider URL. */
const ALBUM_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidAlbumId(id: unknown): id is string {
  return typeof id === 'string' && ALBUM_ID.test(id);
}

/**
 * One album (DESIGN.md: `data` may be the record or a list holding it). Read per request, as the
 * page is driven by its query; null for a bad id, an unknown album or a provider failure.
 */
export async function getSubGallery(id: unknown): Promise<SubGalleryRecord | null> {
  if (!isValidAlbumId(id)) return null;
  const path = `/api/subGallery?id=${encodeURIComponent(id)}`;
  const [record] = await loadList(path, `album-${id}`, normalizeSubGallery, 'dynamic');
  return record ?? null;
}
