// Built on the server into plain props for the one CardListing island.
import type { Accolade, Circular, GalleryItem, Video } from '../provider/types';
import { HOME_PATH } from '@/lib/http/routes';

export type CardAction =
  | { kind: 'link'; label: string; href: string; newTab?: boolean }
  /** Opens the photos in the lightbox. */
  | { kind: 'photos'; label: string; photos: string[] };

export interface CardData {
  id: string;
  title: string;
  description: string;
  date: string | null;
  /** The cover image URL; null shows the default image. */
  cover: string | null;
  /** Shown as 'N Photos' when set. */
  photoCount?: number;
  action: CardAction | null;
}

/** Pages a sub gallery may send its visitor back to; anything else goes to the photo gallery. */
export const GALLERY_ORIGINS = ['/photo-gallery', '/activity', '/sport-corner', HOME_PATH] as const;
export const DEFAULT_GALLERY_ORIGIN = '/photo-gallery';

export function safeGalleryOrigin(from: unknown): string {
  return typeof from === 'string' && (GALLERY_ORIGINS as readonly string[]).includes(from) ? from : DEFAULT_GALLERY_ORIGIN;
}

/** The one address search engines should keep for an album, whichever page it was opened from. */
export function subGalleryCanonicalPath(albumId: string): string {
  return `/subgallery?${new URLSearchParams({ id: albumId }).toString()}`;
}

export function subGalleryHref(albumId: string, origin: string): string {
  const params = new URLSearchParams({ id: albumId, from: safeGalleryOrigin(origin) });
  return `/subgallery?${params.toString()}`;
}

/** An album: its first attachment as the cover (the default when that is "null"), 'View All' to its sub gallery. */
export function galleryCard(item: GalleryItem, origin: string): CardData {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    date: item.date,
    cover: item.cover,
    photoCount: item.attachments.length,
    action: { kind: 'link', label: 'View All', href: subGalleryHref(item.id, origin) },
  };
}

export function accoladeCard(accolade: Accolade): CardData {
  return {
    id: accolade.id,
    title: accolade.title,
    description: accolade.description,
    date: accolade.date,
    cover: accolade.attachments[0] ?? null,
    photoCount: accolade.attachments.length,
    action: accolade.attachments.length > 0 ? { kind: 'photos', label: 'View All', photos: accolade.attachments } : null,
  };
}

export function newsletterCard(newsletter: Circular): CardData {
  const file = newsletter.attachments[0];
  return {
    id: newsletter.id,
    title: newsletter.title,
    description: '',
    date: newsletter.date,
    cover: newsletter.images[0] ?? null,
    action: file ? { kind: 'link', label: 'Read', href: file, newTab: true } : null,
  };
}

export function videoCard(video: Video): CardData {
  return {
    id: video.id,
    title: video.title,
    description: '',
    date: video.date,
    cover: video.thumbnail,
    action: video.videoUrl ? { kind: 'link', label: 'Watch video', href: video.videoUrl, newTab: true } : null,
  };
}

/** '1 Photo', '0 Photos', '5 Photos'. */
export function photoCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'Photo' : 'Photos'}`;
}
