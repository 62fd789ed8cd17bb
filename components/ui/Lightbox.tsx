'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import PhotoThumb from './PhotoThumb';
import { afterNextPaint } from './afterNextPaint';
import { whenIdle } from './whenIdle';
import { loadPhotoSwipe, openPhotoSwipe } from './openPhotoSwipe';
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

/** Each photo links to its original without scripts; PhotoSwipe's code is fetched when idle or on first press. */
export default function Lightbox({ photos, columns = 3, label, firstIsLcp = false }: LightboxProps) {
  const opening = useRef(false);

  useEffect(() => whenIdle(() => void loadPhotoSwipe(), { timeoutMs: 3000, fallbackMs: 1000 }), []);

  const onPhotoClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // A new tab or window (modifier keys, middle button) gets the image itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const link = event.currentTarget;
    // PhotoSwipe's code could not be fetched: the photo itself, as without scripts.
    open(index, link).catch(() => window.location.assign(link.href));
  };

  const open = async (index: number, link: HTMLAnchorElement) => {
    if (opening.current) return;
    opening.current = true;
    // The tap is answered at once (the photo dims) and PhotoSwipe, which takes a while to build, opens a
    // frame later. Set on the element, not through state: a render of the whole grid would delay that frame.
    link.setAttribute('aria-busy', 'true');
    try {
      await afterNextPaint();
      await openPhotoSwipe(photos, index);
    } finally {
      link.removeAttribute('aria-busy');
      opening.current = false;
    }
  };

  return (
    <ul className={styles.grid} style={{ ['--columns' as string]: columns }}>
      {photos.map((photo, index) => (
        <li key={`${photo.src}-${index}`}>
          <figure className={styles.figure}>
            <a
              href={photo.src}
              className={styles.open}
              aria-label={`Open photo ${index + 1} of ${photos.length}: ${photo.alt || label}`}
              onPointerDown={() => void loadPhotoSwipe()}
              onClick={(event) => onPhotoClick(event, index)}
            >
              <PhotoThumb photo={photo} sizes={gridSizes(columns)} preload={firstIsLcp && index === 0} />
            </a>
            {photo.caption ? <figcaption className={styles.caption}>{photo.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
