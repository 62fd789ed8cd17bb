'use client';

import { useReducedMotion } from '@/components/ui/useReducedMotion';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { INTRO_VIDEO } from '@/lib/content/home';
import styles from './IntroVideo.module.css';

const noSubscription = () => () => {};
const browserSavesData = () => Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

/** Muted (browsers autoplay only muted video), poster first, and still for reduced motion. */
export default function IntroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const reducedMotion = useReducedMotion();

  // A browser saving data that did not say so in a header (the server then sends the light splash) drops
  // the video's sources here: the poster stays, and the rest of the file is not fetched.
  const savingData = useSyncExternalStore(noSubscription, browserSavesData, () => false);
  useEffect(() => {
    if (savingData) video.current?.load();
  }, [savingData]);

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
        autoPlay={!reducedMotion && !savingData}
        muted
        loop
        playsInline
        preload={reducedMotion || savingData ? 'none' : 'auto'}
        aria-hidden="true"
        tabIndex={-1}
      >
        {savingData ? null : INTRO_VIDEO.sources.map((source) => <source key={source.src} src={source.src} type={source.type} />)}
      </video>
      <button type="button" className={styles.audio} onClick={toggleAudio} aria-pressed={!muted}>
        {muted ? 'Play Audio' : 'Mute Audio'}
      </button>
    </>
  );
}
