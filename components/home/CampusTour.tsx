'use client';

import Img from '@/components/ui/Img';
import { useState } from 'react';
import Modal from '@/components/ui/Modal';
import styles from './Home.module.css';

/** The office's campus-tour video (content/videos.yaml), as the page passes it. */
export interface TourVideo {
  mp4: string;
  webm?: string;
  poster: string;
  width: number;
  height: number;
}

/** The campus-tour tile; the video loads only when the modal opens. */
export default function CampusTour({ video }: { video: TourVideo }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.tourTile} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Img src={video.poster} alt="" width={video.width} height={video.height} sizes="(max-width: 991px) 100vw, 400px" />
        <span className={styles.tourLabel}>
          <span className={styles.playMark} /> Take a campus tour
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Campus tour">
        <video className={styles.tourVideo} controls autoPlay playsInline poster={video.poster}>
          {video.webm ? <source src={video.webm} type="video/webm" /> : null}
          <source src={video.mp4} type="video/mp4" />
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
