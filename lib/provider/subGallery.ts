import { loadList } from './client';
import { normalizeSubGallery } from './normalize';
import type { SubGalleryRecord } from './types';

/** Album ids as the provider makes them; anything else never reaches a provider URL. */
const ALBUM_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidAlbumId(id: unknown): id is string {
  return typeof id === 'string' && ALBUM_ID.test(id);
}

/**
 * One album; the provider's `data` may be the record or a list holding it. Null for a bad id, an unknown
 * album, or a failure with no earlier answer: the fetch cache answers with the last good copy of a call
 * that succeeded once, so a failure reaching here means there is none, and the page shows the spec's
 * defaults (then regenerates with the album once the provider answers).
 */
export async function getSubGallery(id: unknown): Promise<SubGalleryRecord | null> {
  if (!isValidAlbumId(id)) return null;
  const path = `/api/subGallery?id=${encodeURIComponent(id)}`;
  const [record] = await loadList(path, `album-${id}`, normalizeSubGallery, 'dynamic');
  return record ?? null;
}
