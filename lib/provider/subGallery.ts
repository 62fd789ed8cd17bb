import { loadList } from './client';
import { normalizeSubGallery } from './normalize';
import type { SubGalleryRecord } from './types';
import { isValidAlbumId } from './albumId';

/**
 * One album; the provider's `data` may be the record or a list holding it. Null for a bad id or an
 * unknown album. Each album is an ISR page, so a failure throws and Next keeps serving the album's last
 * good page; at build time it shows the fallback words. An album never rendered before, first asked
 * for while the provider is down, answers Next's error page until the provider is back.
 */
export async function getSubGallery(id: unknown): Promise<SubGalleryRecord | null> {
  if (!isValidAlbumId(id)) return null;
  const path = `/api/subGallery?id=${encodeURIComponent(id)}`;
  const [record] = await loadList(path, 'gallery', normalizeSubGallery, 'record', `album-${id}`);
  return record ?? null;
}
