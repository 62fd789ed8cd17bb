/** What the photo components need of an image: plain, serialisable props. */
export interface GalleryPhoto {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption?: string;
}

/** The size a lightbox shows: the image optimiser's largest common width, in AVIF or WebP. */
export function enlargedSrc(src: string, width = 1920): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}

/** Thumbnails in a grid of `columns` on wide screens, two on tablets, one on phones. */
export function gridSizes(columns: number): string {
  return `(max-width: 600px) 100vw, (max-width: 991px) 50vw, ${Math.round(100 / columns)}vw`;
}
