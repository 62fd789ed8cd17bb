'use client';

import { useRef } from 'react';
import 'photoswipe/style.css';
import PhotoThumb from './PhotoThumb';
import { enlargedSrc, gridSizes, type GalleryPhoto } from './photos';
import styles from './PhotoGrid.module.css';

interface LightboxProps {
  photos: GalleryPhoto[];
  columns?: number;
  /** What the photos are of, for the buttons' names. */
  label: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A grid of photos that open in PhotoSwipe. PhotoSwipe's code is fetched on the first open, not with
 * the page; it traps focus, closes with Escape and gives focus back to the photo that opened it.
 */
export default function Lightbox({ photos, columns = 3, label }: LightboxProps) {
  const opening = useRef(false);

  const open = async (index: number) => {
    if (opening.current) return;
    opening.current = true;
    try {
      const { default: PhotoSwipe } = await import('photoswipe');
      const reduced = prefersReducedMotion();
      const lightbox = new PhotoSwipe({
        dataSource: photos.map((photo) => ({
          src: enlargedSrc(photo.src),
          width: photo.width,
          height: photo.height,
          alt: photo.alt,
        })),
        index,
        showHideAnimationType: reduced ? 'none' : 'fade',
        zoomAnimationDuration: reduced ? 0 : 333,
        closeTitle: 'Close (Esc)',
        arrowPrevTitle: 'Previous photo',
        arrowNextTitle: 'Next photo',
        zoomTitle: 'Zoom',
        returnFocus: true,
      });
      // Marks the moment keys and swipes take effect (they are ignored while it opens); tests wait on it.
      lightbox.on('openingAnimationEnd', () => lightbox.element?.setAttribute('data-ready', 'true'));
      lightbox.init();
    } finally {
      opening.current = false;
    }
  };

  return (
    <ul className={styles.grid} style={{ ['--columns' as string]: columns }}>
      {photos.map((photo, index) => (
        <li key={photo.src}>
          <figure className={styles.figure}>
            <button
              type="button"
              className={styles.open}
              aria-label={`Open photo ${index + 1} of ${photos.length}: ${photo.alt || label}`}
              onClick={() => void open(index)}
            >
              <PhotoThumb photo={photo} sizes={gridSizes(columns)} />
            </button>
            {photo.caption ? <figcaption className={styles.caption}>{photo.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
