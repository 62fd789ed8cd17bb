'use client';

import { useState, type ReactNode } from 'react';
import styles from './Marquee.module.css';

interface MarqueeProps {
  label: string;
  direction: 'horizontal' | 'vertical';
  /** Seconds for one pass of the content. */
  duration: number;
  children: ReactNode;
}

/**
 * Scrolling content (the highlights ticker, the news panel) that pauses on hover and on focus, has a
 * Pause button, and stands still for people who ask for reduced motion (CSS). The content is the
 * server's, rendered twice so the loop is seamless; the copy is hidden from assistive technology.
 */
export default function Marquee({ label, direction, duration, children }: MarqueeProps) {
  const [paused, setPaused] = useState(false);
  return (
    <div className={styles.marquee} data-direction={direction} data-paused={paused} style={{ ['--duration' as string]: `${duration}s` }}>
      <div className={styles.viewport} role="region" aria-label={label}>
        <div className={styles.track}>
          <div className={styles.copy}>{children}</div>
          <div className={styles.copy} aria-hidden="true" inert>
            {children}
          </div>
        </div>
      </div>
      <button type="button" className={`control-button ${styles.pause}`} aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
        {paused ? 'Play' : 'Pause'}
        <span className="visually-hidden"> {label}</span>
      </button>
    </div>
  );
}
