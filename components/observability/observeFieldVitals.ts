import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/** Sent by sendBeacon when the page is hidden, no cookie; starting late loses nothing, as web-vitals reads the buffer. */
export function observeFieldVitals(): void {
  if (!('sendBeacon' in navigator)) return;
  const path = location.pathname;
  const pending = new Map<string, number>();
  const send = () => {
    if (pending.size === 0) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value }));
    pending.clear();
    navigator.sendBeacon('/api/vitals', new Blob([JSON.stringify({ path, metrics })], { type: 'application/json' }));
  };
  const keep = ({ name, value }: { name: string; value: number }) => {
    pending.set(name, value);
    // A report that comes after the page was hidden goes at once.
    if (document.visibilityState === 'hidden') send();
  };
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(keep);
  // web-vitals reports LCP, CLS and INP as the page is hidden, in listeners added before this one.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
  // A public signal that the page is measured, for tests and for anyone checking a deploy.
  document.documentElement.dataset.vitals = 'observing';
}
