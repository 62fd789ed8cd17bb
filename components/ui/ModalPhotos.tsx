'use client';

import Img from './Img';
import { useState } from 'react';
import Modal from './Modal';
import PhotoThumb from './PhotoThumb';
import { gridSizes, type GalleryPhoto } from './photos';
import styles from './PhotoGrid.module.css';

/** Photos that each open enlarged in a modal dialog. */
export default function ModalPhotos({ photos, columns = 3 }: { photos: GalleryPhoto[]; columns?: number }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const current = openIndex === null ? null : photos[openIndex];

  return (
    <>
      <ul className={styles.grid} style={{ ['--columns' as string]: columns }}>
        {photos.map((photo, index) => (
          <li key={photo.src}>
            <figure className={styles.figure}>
              <button
                type="button"
                className={styles.open}
                aria-label={`Enlarge: ${photo.caption ?? photo.alt}`}
                aria-haspopup="dialog"
                onClick={() => setOpenIndex(index)}
              >
                <PhotoThumb photo={photo} sizes={gridSizes(columns)} />
              </button>
              {photo.caption ? <figcaption className={styles.caption}>{photo.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      <Modal open={current !== null} onClose={() => setOpenIndex(null)} title={current?.caption ?? current?.alt ?? ''}>
        {current ? (
          <Img
            src={current.src}
            alt={current.alt}
            width={current.width}
            height={current.height}
            sizes="(max-width: 1000px) 100vw, 960px"
            style={{ width: '100%', height: 'auto' }}
          />
        ) : null}
      </Modal>
    </>
  );
}
