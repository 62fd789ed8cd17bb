'use client';

import { useReducedMotion } from '@/components/ui/useReducedMotion';
import { useRef, useState } from 'react';
import { INTRO_VIDEO } from '@/lib/content/home';
import styles from './IntroVideo.module.css';

/**
 * The splash's looping background video: it starts muted (browsers only autoplay muted video), the
 * poster paints first, and it does not play for people who ask for reduced motion.
 */
export default function IntroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const reducedMotion = useReducedMotion();

  const toggleAudio = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !muted;
    if (!element.muted) void element.play().catch(() => undefined);
    setMuted(element.muted);
  };

  return (
    <>
      <video
        ref={video}
        className={styles.video}
        poster={INTRO_VIDEO.poster}
        autoPlay={!reducedMotion}
        muted
        loop
        playsInline
        preload={reducedMotion ? 'none' : 'auto'}
        aria-hidden="true"
        tabIndex={-1}
      >
        {INTRO_VIDEO.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <button type="button" className={styles.audio} onClick={toggleAudio} aria-pressed={!muted}>
        {muted ? 'Play Audio' : 'Mute Audio'}
      </button>
    </>
  );
}
