'use client';

import { useRef } from 'react';
import PhotoThumb from './PhotoThumb';
import { openPhotoSwipe } from './openPhotoSwipe';
import { gridSizes, type GalleryPhoto } from './photos';
import styles from './PhotoGrid.module.css';

interface LightboxProps {
  photos: GalleryPhoto[];
  columns?: number;
  /** What the photos are of, for the buttons' names when a photo has no alt text. */
  label: string;
  /** The grid opens the page, so its first photo is the LCP: fetched at once, not lazily. */
  firstIsLcp?: boolean;
}

/** A grid of photos that open in PhotoSwipe, which traps focus, closes with Escape and returns focus. */
export default function Lightbox({ photos, columns = 3, label, firstIsLcp = false }: LightboxProps) {
  const opening = useRef(false);

  const open = async (index: number) => {
    if (opening.current) return;
    opening.current = true;
    try {
      await openPhotoSwipe(photos, index);
    } finally {
      opening.current = false;
    }
  };

  return (
    <ul className={styles.grid} style={{ ['--columns' as string]: columns }}>
      {photos.map((photo, index) => (
        <li key={`${photo.src}-${index}`}>
          <figure className={styles.figure}>
            <button
              type="button"
              className={styles.open}
              aria-label={`Open photo ${index + 1} of ${photos.length}: ${photo.alt || label}`}
              onClick={() => void open(index)}
            >
              <PhotoThumb photo={photo} sizes={gridSizes(columns)} priority={firstIsLcp && index === 0} />
            </button>
            {photo.caption ? <figcaption className={styles.caption}>{photo.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
