'use client';

import { useEffect } from 'react';

/** How long after hydration the browser may wait for an idle moment before loading the measuring code. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Field measurement: in a sampled share of page views, the browser reports its Core Web Vitals (LCP,
 * INP, CLS, FCP, TTFB) to /api/vitals once the page is hidden. The web-vitals code loads only when the
 * main thread is idle after hydration, so it costs nothing before a visitor's first tap; its observers
 * read the entries the browser buffered from the start. Sends no cookie and nothing about the visitor.
 */
export default function FieldVitals({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    if (Math.random() >= sampleRate || !('sendBeacon' in navigator)) return;
    const path = location.pathname;
    const pending = new Map<string, number>();
    const send = () => {
      if (pending.size === 0) return;
      const metrics = [...pending].map(([name, value]) => ({ name, value }));
      pending.clear();
      navigator.sendBeacon('/api/vitals', new Blob([JSON.stringify({ path, metrics })], { type: 'application/json' }));
    };
    // web-vitals reports LCP, CLS and INP as the page is hidden, in listeners added before this one.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send();
    };
    let cancelled = false;
    const load = () => {
      void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        if (cancelled) return;
        const keep = ({ name, value }: { name: string; value: number }) => {
          pending.set(name, value);
          // A report that comes after the page was hidden goes at once.
          if (document.visibilityState === 'hidden') send();
        };
        for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(keep);
        document.addEventListener('visibilitychange', onHidden);
        addEventListener('pagehide', send);
        // A public signal that the page is measured, for tests and for anyone checking a deploy.
        document.documentElement.dataset.vitals = 'observing';
      });
    };
    // Safari before 18 has no requestIdleCallback: a timer stands in.
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS }) : undefined;
    const timer = idle === undefined ? setTimeout(load, 2_000) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
      removeEventListener('pagehide', send);
    };
  }, [sampleRate]);
  return null;
}
