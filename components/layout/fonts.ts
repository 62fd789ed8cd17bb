import localFont from 'next/font/local';
import { withoutFirstFamily } from '@/lib/site/fontStack';

/** The headings' face: Lora Bold, latin (21 kB), self-hosted from @fontsource/lora; not preloaded (below). */
export const headingFont = localFont({
  src: '../../node_modules/@fontsource/lora/files/lora-latin-700-normal.woff2',
  weight: '700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-heading',
  fallback: ['Georgia', 'Cambria', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
});

// Headings take their face after the first contentful paint, so the 21 kB file does not compete with the
// HTML and hero image; the fallback is metric-matched, so nothing shifts.
export const headingFallbackStack = withoutFirstFamily(headingFont.style.fontFamily);

/** Runs inline in <head>, so it refers to nothing outside itself. */
export function headingFaceAfterPaint(): void {
  const root = document.documentElement;
  const face = () => root.setAttribute('data-heading-face', '');
  // A hidden tab never paints; an old browser cannot say when it did; either way, the face at once.
  const Observer = self.PerformanceObserver;
  if (document.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) return face();
  new Observer((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(face, 0);
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', face);
  setTimeout(face, 4000);
}

