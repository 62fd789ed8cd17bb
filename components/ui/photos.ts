import { getImageProps } from 'next/image';

/** What the photo components need of an image: plain, serialisable props. */
export interface GalleryPhoto {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption?: string;
}

/**
 * A photo as the lightbox shows it, filling the screen: the image optimiser's widths as a srcset (the
 * lightbox sets `sizes` to what it draws), in AVIF or WebP.
 */
export function enlargedSources(photo: GalleryPhoto): { src: string; srcset: string } {
  const { props } = getImageProps({ src: photo.src, alt: photo.alt, width: photo.width, height: photo.height, sizes: '100vw' });
  return { src: props.src, srcset: props.srcSet ?? '' };
}

/** Thumbnails in a grid of `columns` on wide screens, two on tablets, one on phones. */
export function gridSizes(columns: number): string {
  return `(max-width: 600px) 100vw, (max-width: 991px) 50vw, ${Math.round(100 / columns)}vw`;
}
