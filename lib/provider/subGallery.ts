import { loadList } from './client';
import { allGalleryItems } from './gallery';
import { normalizeSubGallery } from './normalize';
import type { GalleryItem, SubGalleryRecord } from './types';
import { isValidAlbumId } from './albumId';

// The album call answers nothing for some albums the gallery listing holds, so the listing's record fills
// the gaps.
export function mergedAlbum(record: SubGalleryRecord | undefined, listed: GalleryItem | undefined): SubGalleryRecord | null {
  if (!listed) return record ?? null;
  return {
    id: record?.id || listed.id,
    title: record?.title || listed.title,
    description: record?.description || listed.description,
    date: record?.date ?? listed.date,
    attachments: record?.attachments.length ? record.attachments : listed.attachments,
  };
}

// Null for a bad id or an album neither call knows. Unreadable, it throws, so Next keeps the last good
// page; an album never rendered shows the error page until the provider is back.
export async function getSubGallery(id: unknown): Promise<SubGalleryRecord | null> {
  if (!isValidAlbumId(id)) return null;
  const path = `/api/subGallery?id=${encodeURIComponent(id)}`;
  const [album, listing] = await Promise.allSettled([loadList(path, 'gallery', normalizeSubGallery, 'record', `album-${id}`), allGalleryItems()]);
  const listed = listing.status === 'fulfilled' ? listing.value.find((item) => item.id === id) : undefined;
  if (album.status === 'rejected' && !listed) throw album.reason;
  return mergedAlbum(album.status === 'fulfilled' ? album.value[0] : undefined, listed);
}
