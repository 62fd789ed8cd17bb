import localFont from 'next/font/local';

/**
 * The headings' face: Lora Bold, latin subset (21 kB), self-hosted from @fontsource/lora, so the build
 * downloads nothing. Not preloaded: the hero image comes first, and headings draw at once in a fallback
 * serif sized to Lora's metrics (no layout shift), then swap.
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
