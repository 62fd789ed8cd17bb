import localFont from 'next/font/local';
import { withoutFirstFamily } from '@/lib/site/fontStack';

/**
 * The headings' face: Lora Bold, latin subset (21 kB), self-hosted from @fontsource/lora, so the build
 * downloads nothing. Not preloaded: headings paint at once in a fallback serif sized to Lora's metrics
 * (no layout shift) and swap when it arrives. Preloaded, its 21 kB would go out with the HTML and the
 * hero image and hold both back on a slow line.
 */
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

/**
 * Headings paint first in the metric-matched fallback alone (`--font-heading-fallback`, set on <html>), and
 * take the face once the page has painted: `headingFaceAfterPaint` sets `data-heading-face` on <html>
 * after the first contentful paint, and globals.css switches to `--font-heading` then. Until then nothing
 * asks for the 21 kB file, so on a slow line it does not share the connection with the HTML and the hero
 * image. Same sizes either way: no layout shift at the swap.
 */
export const headingFallbackStack = withoutFirstFamily(headingFont.style.fontFamily);

/**
 * Runs inline in <head>, before the page's scripts, so it refers to nothing outside itself: the
 * document is given its source (`HEADING_FACE_SCRIPT`), not a reference.
 */
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

