// Drawn inline, as an <img> of an SVG is a document laid out in a task of its own; the letters are
// strokes, so no font is needed. Also written to public/images/logo.svg for the JSON-LD logo.
export interface CrestShape {
  d: string;
  fill: string;
  stroke?: string;
  strokeWidth?: number;
}

export const CREST_NAVY = '#12355b';
export const CREST_GOLD = '#f2c14e';
export const CREST_VIEWBOX = '0 0 96 96';

export const CREST_SHAPES: readonly CrestShape[] = [
  { d: 'M48 4 86 16v30c0 24-16 38-38 46C26 84 10 70 10 46V16Z', fill: CREST_NAVY },
  { d: 'M48 12 78 21v25c0 19-12 30-30 37-18-7-30-18-30-37V21Z', fill: 'none', stroke: CREST_GOLD, strokeWidth: 3 },
  { d: 'M30 40h36v4H30zM34 46h28v22H34z', fill: CREST_GOLD },
  { d: 'M48 26 66 38H30Z', fill: CREST_GOLD },
  // K V N S
  {
    d: 'M36 54v8M41.5 54 36 58.5M38 56.8l3.8 5.2M43 54l3 8 3-8M51 62v-8l5 8v-8M61.5 55.2c-.6-.9-1.5-1.2-2.3-1.2-1.3 0-2.2.7-2.2 1.8 0 2.6 4.7 1.6 4.7 4.3 0 1.2-1 1.9-2.4 1.9-1 0-1.9-.4-2.5-1.2',
    fill: 'none',
    stroke: CREST_NAVY,
    strokeWidth: 1.6,
  },
];

/** The crest as a standalone SVG file (public/images/logo.svg; a unit test keeps the two equal). */
export function crestSvgFile(label: string): string {
  const paths = CREST_SHAPES.map((shape) => {
    const stroke = shape.stroke ? ` stroke="${shape.stroke}" stroke-width="${shape.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"` : '';
    return `  <path d="${shape.d}" fill="${shape.fill}"${stroke}/>`;
  });
  return [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${CREST_VIEWBOX}" role="img" aria-label="${label}">`, ...paths, '</svg>', ''].join('\n');
}
