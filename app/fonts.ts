import localFont from 'next/font/local';

/**
 * The headings' face: Lora Bold, latin subset (21 kB), self-hosted from @fontsource/lora, so the build
 * downloads nothing. Not preloaded: headings paint at once in a fallback serif sized to Lora's metrics
 * (no layout shift) and swap when it arrives. Preloaded, its 21 kB went out with the HTML and the hero
 * image and held both back on a slow line: simulated LCP on /landing 1323 ms preloaded, 1248 ms not
 * (docs/performance.md, fifth pass).
 */
export const headingFont = localFont({
  src: '../node_modules/@fontsource/lora/files/lora-latin-700-normal.woff2',
  weight: '700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-heading',
  fallback: ['Georgia', 'Cambria', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
});
