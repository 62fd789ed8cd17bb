// Draws the 20 prospectus pages (public/images/prospectus/page-NN.jpg, 1200x908, twice the book's
// 600x454 page) from content/prospectus.yaml, whose text is also the page's text alternative.
// Needs a sans-serif font on the machine (DejaVu or Liberation). Run: node scripts/make-prospectus.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { pages } = createRequire(import.meta.url)('../lib/content/office.ts').readProspectus(root);
const WIDTH = 1200;
const HEIGHT = 908;
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function pageSvg(page, index) {
  const cover = index === 0 || index === pages.length - 1;
  const background = cover ? '#12355b' : '#fbf8f1';
  const ink = cover ? '#ffffff' : '#1c2430';
  const accent = '#f2c14e';
  const lines = page.lines
    .map((line, lineIndex) => `<text x="90" y="${430 + lineIndex * 78}" font-size="40" fill="${ink}">${escape(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="DejaVu Sans, Liberation Sans, sans-serif">
    <rect width="100%" height="100%" fill="${background}"/>
    <rect x="0" y="0" width="100%" height="26" fill="${accent}"/>
    <text x="90" y="150" font-size="34" fill="${cover ? accent : '#12355b'}" font-weight="bold">KVNS</text>
    <text x="90" y="300" font-size="84" font-weight="bold" fill="${cover ? '#ffffff' : '#12355b'}">${escape(page.title)}</text>
    <rect x="90" y="335" width="160" height="8" fill="${accent}"/>
    ${lines}
    <text x="${WIDTH - 90}" y="${HEIGHT - 60}" font-size="28" fill="${ink}" text-anchor="end">${index + 1} / ${pages.length}</text>
  </svg>`;
}

const dir = path.join(root, 'public/images/prospectus');
fs.mkdirSync(dir, { recursive: true });
for (const [index, page] of pages.entries()) {
  const file = path.join(dir, `page-${String(index + 1).padStart(2, '0')}.jpg`);
  await sharp(Buffer.from(pageSvg(page, index))).jpeg({ quality: 70, mozjpeg: true }).toFile(file);
}
console.log(`wrote ${pages.length} prospectus pages`);
