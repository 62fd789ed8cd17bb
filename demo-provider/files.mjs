// Images and documents the demo provider makes itself, so nothing is fetched from outside.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

const PALETTES = [
  ['#12355b', '#f2c14e', '#9ec5e8'],
  ['#2e6b3a', '#f6d365', '#b8e0c2'],
  ['#7a1f2b', '#ffd6a5', '#f4a6a6'],
  ['#3d2c6b', '#c3b1e1', '#ffe3a3'],
  ['#0f5e63', '#a7e0dc', '#ffcf70'],
  ['#5b3a12', '#f2d7a7', '#9ad1d4'],
];

function seedOf(text) {
  return createHash('sha256').update(text).digest();
}

/** Portrait-ish for people, landscape for everything else; the prospectus pages are 600x454 spreads. */
export function imageSizeFor(path) {
  // A size in the name (`small-240x160.jpg`): the odd originals the photo viewer must show whole.
  const named = /-(\d{2,4})x(\d{2,4})\.[a-z]+$/i.exec(path);
  if (named) return { width: Math.min(Number(named[1]), 6000), height: Math.min(Number(named[2]), 6000) };
  if (/^(people|toppers|leaders)\//.test(path)) return { width: 480, height: 600 };
  if (/^prospectus\//.test(path)) return { width: 1200, height: 908 };
  return { width: 1200, height: 800 };
}

/** A placeholder "photograph": sky, hills, a sun and a few shapes, coloured from the path. */
function sceneSvg(path, { width, height }) {
  const seed = seedOf(path);
  const [deep, warm, light] = PALETTES[seed[0] % PALETTES.length];
  const sunX = 0.15 + (seed[1] / 255) * 0.7;
  const hill = (offset, colour, opacity) => {
    const peak = 0.45 + (seed[offset] / 255) * 0.25;
    const mid = 0.3 + (seed[offset + 1] / 255) * 0.4;
    return `<path d="M0 ${height} L0 ${height * peak} Q ${width * mid} ${height * (peak - 0.25)} ${width} ${height * (peak + 0.05)} L${width} ${height} Z" fill="${colour}" fill-opacity="${opacity}"/>`;
  };
  const shapes = Array.from({ length: 5 }, (_, index) => {
    const x = (seed[4 + index] / 255) * width;
    const y = height * 0.55 + (seed[10 + index] / 255) * height * 0.35;
    const r = 10 + (seed[16 + index] / 255) * Math.min(width, height) * 0.06;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${index % 2 ? warm : '#ffffff'}" fill-opacity="0.85"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${(width * sunX).toFixed(0)}" cy="${(height * 0.22).toFixed(0)}" r="${(height * 0.09).toFixed(0)}" fill="${warm}"/>
    ${hill(2, deep, 0.55)}${hill(20, deep, 0.85)}${shapes}
  </svg>`;
}

const imageCache = new Map();

/** A placeholder photograph for `path` at `size`, encoded as a JPEG. */
export function renderSceneJpeg(path, size) {
  return sharp(Buffer.from(sceneSvg(path, size))).jpeg({ quality: 72, progressive: true, mozjpeg: true }).toBuffer();
}

/** JPEG, PNG or WebP bytes for an image path, by its extension. */
export async function renderImage(path) {
  const cached = imageCache.get(path);
  if (cached) return cached;
  const size = imageSizeFor(path);
  const extension = path.split('.').pop()?.toLowerCase();
  let pipeline = sharp(Buffer.from(sceneSvg(path, size)));
  let contentType = 'image/jpeg';
  if (extension === 'png') {
    pipeline = pipeline.png({ compressionLevel: 9 });
    contentType = 'image/png';
  } else if (extension === 'webp') {
    pipeline = pipeline.webp({ quality: 70 });
    contentType = 'image/webp';
  } else {
    pipeline = pipeline.jpeg({ quality: 72, progressive: true });
  }
  const result = { body: await pipeline.toBuffer(), contentType };
  imageCache.set(path, result);
  return result;
}

function pdfEscape(text) {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}

/** A small, valid one-page PDF whose text names the document. */
export function renderPdf(title, note = 'Demo document served by the demo provider.', paddingBytes = 0) {
  const lines = [title, 'KVNS', note];
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 20 : 12} Tf 56 ${760 - index * 32} Td (${pdfEscape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    // Bytes inside the file, as a photo's would be (nothing may follow its end).
    ...(paddingBytes > 0 ? [`<< /Length ${paddingBytes} >>\nstream\n${'x'.repeat(paddingBytes)}\nendstream`] : []),
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A one-page PDF of about `bytes` bytes, for uploads of a given size. */
export const pdfOfSize = (bytes, title = 'CV') => renderPdf(title, undefined, Math.max(0, bytes - 1500));
