import { getImageProps } from 'next/image';
import type { GalleryPhoto } from '@/lib/provider/types';

export type { GalleryPhoto };

// Widths only up to the original's when known: the optimiser never enlarges, and a srcset claiming more
// would draw it smaller.
export function enlargedSources(photo: GalleryPhoto): { src: string; srcset: string } {
  const { props } = getImageProps({ src: photo.src, alt: photo.alt, width: photo.width, height: photo.height, sizes: '100vw' });
  if (!photo.natural) return { src: props.src, srcset: props.srcSet ?? '' };
  const candidates = (props.srcSet ?? '')
    .split(', ')
    .map((candidate) => ({ candidate, width: Number(/ (\d+)w$/.exec(candidate)?.[1]) }))
    .filter(({ width }) => width > 0 && width <= photo.width);
  if (candidates.length === 0) return { src: photo.src, srcset: '' };
  return { src: candidates.at(-1)!.candidate.replace(/ \d+w$/, ''), srcset: candidates.map(({ candidate }) => candidate).join(', ') };
}

/** Thumbnails in a grid of `columns` on wide screens, two on tablets, one on phones. */
export function gridSizes(columns: number): string {
  return `(max-width: 600px) 100vw, (max-width: 991px) 50vw, ${Math.round(100 / columns)}vw`;
}
