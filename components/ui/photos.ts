import { getImageProps } from 'next/image';
import type { GalleryPhoto } from '@/lib/provider/types';

export type { GalleryPhoto };

/**
 * A photo as the lightbox shows it, filling the screen: the image optimiser's widths as a srcset (the
 * lightbox sets `sizes` to what it draws), in AVIF or WebP. For a photo of known size, only widths up
 * to the original's are offered (the optimiser never enlarges, so a larger one would be sent at the
 * original's size while the srcset claims more, and drawn that much smaller); an original narrower than
 * every width is shown as it is.
 */
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
