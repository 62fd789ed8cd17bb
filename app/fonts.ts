import localFont from 'next/font/local';

/**
 * The headings' face: Lora Bold, latin subset (21 kB), self-hosted from @fontsource/lora, so the build
 * downloads nothing. Preloaded, so it usually arrives with the CSS and headings paint in it at once; when
 * it is late they paint in a fallback serif sized to Lora's metrics (no layout shift) and swap.
 * Measured against not preloading it: Lighthouse's simulated FCP on /generalinfo 922-951 ms preloaded,
 * 921-1129 ms not, 928-950 ms with no web font (docs/performance.md).
 */
export const headingFont = localFont({
  src: '../node_modules/@fontsource/lora/files/lora-latin-700-normal.woff2',
  weight: '700',
  style: 'normal',
  display: 'swap',
  preload: true,
  variable: '--font-heading',
  fallback: ['Georgia', 'Cambria', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
});
