import { readPhotoGroups } from './office';
import type { Block, Photo } from './types';

/** The office's photo groups (content/photos.yaml): each supplied group's photos, or null while pending. */
const PHOTO_GROUPS = readPhotoGroups();

/** The photos of a group, or null while the office has not supplied them. */
export function photosOf(group: string): Photo[] | null {
  const found = PHOTO_GROUPS[group];
  if (!found) throw new Error(`content/photos.yaml has no group ${group}`);
  return found.items?.map(({ file, alt, caption, width, height }) => ({ src: file, alt, width, height, ...(caption ? { caption } : {}) })) ?? null;
}

/** A page's photos as a block: the group's photos once supplied, until then the line saying they will be published. */
export function photosBlock(group: string, layout: Omit<Extract<Block, { kind: 'photos' }>, 'kind' | 'photos'> = {}): Block {
  const photos = photosOf(group);
  return photos ? { kind: 'photos', photos, ...layout } : { kind: 'pending', what: PHOTO_GROUPS[group]!.what };
}
