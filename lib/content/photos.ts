import type { Photo } from './types';

/** Every shipped placeholder photo is 1200x800; the school's own photos can replace them file for file. */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;

/** A photo in public/images/, e.g. photo('staff/primary', 'Primary section teachers'). */
export function photo(name: string, alt: string, caption?: string): Photo {
  return { src: `/images/${name}.jpg`, width: PHOTO_WIDTH, height: PHOTO_HEIGHT, alt, ...(caption ? { caption } : {}) };
}
