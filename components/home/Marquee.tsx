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

// Rendered twice for a seamless loop, the copy hidden from assistive technology; pauses on hover, focus
// and Pause, and stands still with reduced motion.
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
