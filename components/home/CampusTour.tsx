'use client';

import Img from '@/components/ui/Img';
import { useState } from 'react';
import Modal from '@/components/ui/Modal';
import { CAMPUS_TOUR_VIDEO } from '@/lib/content/home';
import styles from './Home.module.css';

/** The campus-tour tile; the video loads only when the modal opens. */
export default function CampusTour() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.tourTile} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Img src={CAMPUS_TOUR_VIDEO.poster} alt="" width={CAMPUS_TOUR_VIDEO.posterWidth} height={CAMPUS_TOUR_VIDEO.posterHeight} sizes="(max-width: 991px) 100vw, 400px" />
        <span className={styles.tourLabel}>
          <span aria-hidden="true">▶</span> Take a campus tour
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Campus tour">
        <video className={styles.tourVideo} controls autoPlay playsInline poster={CAMPUS_TOUR_VIDEO.poster}>
          {CAMPUS_TOUR_VIDEO.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
        <p>
          <button type="button" className="button" onClick={() => setOpen(false)}>
            Close the tour
          </button>
        </p>
      </Modal>
    </>
  );
}
