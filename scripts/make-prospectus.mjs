// Draws the 20 prospectus pages (public/images/prospectus/page-NN.jpg, 1200x908, twice the book's
// 600x454 page) from content/prospectus.yaml, whose words are also each page's text alternative. The
// build (next.config.js) and `next dev` run it, so the pictures always follow the office's words; they are
// not kept in git. The font is Liberation Sans as pdf.js ships it (a dependency), found through a
// fontconfig file of this script's own, so every machine that builds draws the same letters.
//   node scripts/make-prospectus.mjs [folder]   (default: public/images/prospectus)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const WIDTH = 1200;
const HEIGHT = 908;
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A fontconfig file naming only pdf.js's fonts; its cache beside the other tools' under node_modules/.cache. */
function ownFonts() {
  const fonts = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  const folder = path.join(root, 'node_modules', '.cache', 'kvns-fontconfig');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'fonts.conf');
  fs.writeFileSync(file, `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${escape(fonts)}</dir>\n  <cachedir>${escape(folder)}</cachedir>\n</fontconfig>\n`);
  return file;
}

function pageSvg(page, index, count) {
  const cover = index === 0 || index === count - 1;
  const background = cover ? '#12355b' : '#fbf8f1';
  const ink = cover ? '#ffffff' : '#1c2430';
  const accent = '#f2c14e';
  const lines = page.lines
    .map((line, lineIndex) => `<text x="90" y="${430 + lineIndex * 78}" font-size="40" fill="${ink}">${escape(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="Liberation Sans">
    <rect width="100%" height="100%" fill="${background}"/>
    <rect x="0" y="0" width="100%" height="26" fill="${accent}"/>
    <text x="90" y="150" font-size="34" fill="${cover ? accent : '#12355b'}" font-weight="bold">KVNS</text>
    <text x="90" y="300" font-size="84" font-weight="bold" fill="${cover ? '#ffffff' : '#12355b'}">${escape(page.title)}</text>
    <rect x="90" y="335" width="160" height="8" fill="${accent}"/>
    ${lines}
    <text x="${WIDTH - 90}" y="${HEIGHT - 60}" font-size="28" fill="${ink}" text-anchor="end">${index + 1} / ${count}</text>
  </svg>`;
}

// Before sharp loads: libvips reads the fontconfig file once, at its first text.
process.env.FONTCONFIG_FILE = ownFonts();
const { default: sharp } = await import('sharp');
const { pages } = require('../lib/content/office.ts').readProspectus(root);
const dir = path.resolve(root, process.argv[2] ?? 'public/images/prospectus');
fs.mkdirSync(dir, { recursive: true });
// A picture is replaced whole (written aside, then renamed), and only when it changed: a server may be
// sending the old one while a build draws.
await Promise.all(
  pages.map(async (page, index) => {
    const file = path.join(dir, `page-${String(index + 1).padStart(2, '0')}.jpg`);
    const picture = await sharp(Buffer.from(pageSvg(page, index, pages.length))).jpeg({ quality: 70, mozjpeg: true }).toBuffer();
    if (fs.existsSync(file) && fs.readFileSync(file).equals(picture)) return;
    fs.writeFileSync(`${file}.${process.pid}`, picture);
    fs.renameSync(`${file}.${process.pid}`, file);
  }),
);
console.log(`prospectus: drew its ${pages.length} pages from content/prospectus.yaml`);
