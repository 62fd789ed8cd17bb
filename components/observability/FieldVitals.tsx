'use client';

import { useEffect } from 'react';

/** How long after hydration a browser that is never idle makes the measurement wait. */
const IDLE_TIMEOUT_MS = 5_000;

// This trigger is all the page's own scripts carry: the reporting code and web-vitals load once the main
// thread is idle after hydration, so nothing a visitor waits for grows.
export default function FieldVitals({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    if (Math.random() >= sampleRate) return;
    let cancelled = false;
    const load = () => {
      if (!cancelled) void import('./observeFieldVitals').then((module) => module.observeFieldVitals());
    };
    // Safari before 18 has no requestIdleCallback: a timer stands in.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(load, 2_000);
    return () => {
      cancelled = true;
    };
  }, [sampleRate]);
  return null;
}
