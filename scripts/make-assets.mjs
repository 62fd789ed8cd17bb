// Generates the e2e suite's photos and documents in e2e/public/ (scripts/e2e.mjs serves them for its run
// only, under /images/e2e/ and /docs/e2e/; a production build never has them). Run after changing the lists:
//   node scripts/make-assets.mjs              (everything)
//   node scripts/make-assets.mjs --documents  (the documents only)
// A unit test (lib/content/truth.test.tsx) checks that every photo and document e2e/content names exists.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPdf, renderSceneJpeg } from '../demo-provider/files.mjs';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'e2e', 'public');
const PHOTO_SIZE = { width: 1200, height: 800 };

const CLUBS = [
  'interact-club', 'eco-club', 'science-club', 'robotics-club', 'maths-club', 'literary-club', 'quiz-club',
  'art-and-craft-club', 'music-club', 'dance-club', 'drama-club', 'photography-club', 'heritage-club',
  'health-and-wellness-club',
];

const PHOTOS = [
  ...['toppers', 'felicitation', 'results-board'].map((name) => `academics/${name}`),
  'result/icse-result',
  ...CLUBS.map((name) => `clubs/${name}`),
  ...['investiture', 'head-boy-girl', 'house-captains', 'prefects'].map((name) => `student-council/${name}`),
  ...['football', 'basketball', 'skating', 'karate', 'athletics'].map((name) => `sport-academy/${name}`),
  'transport/bus-front',
  'transport/bus-side',
  ...['secondary', 'primary', 'pre-primary'].map((name) => `staff/${name}`),
  ...['labs', 'library', 'play-area', 'auditorium', 'class-room', 'av-technology', 'multi-activity-room', 'art-room'].map(
    (name) => `infrastructure/${name}`,
  ),
  ...['dashboard', 'fees', 'app'].map((name) => `erp/${name}`),
  ...['campus', 'classroom', 'sports', 'celebration'].map((name) => `home/${name}`),
];

const DOCUMENTS = {
  'docs/icse-result.pdf': 'ICSE Result',
  'docs/epta/minutes-2024-07.pdf': 'Minutes of the first EPTA meeting 2024-25',
  'docs/epta/minutes-2024-11.pdf': 'Minutes of the second EPTA meeting 2024-25',
  'docs/epta/minutes-2025-02.pdf': 'Minutes of the third EPTA meeting 2024-25',
  'docs/epta/circular-2024-06.pdf': 'Formation of the EPTA for 2024-25',
  'docs/epta/circular-2024-10.pdf': 'EPTA election of class representatives',
  'docs/epta/notice-2024-07.pdf': 'Notice of the first EPTA meeting',
  'docs/epta/notice-2024-11.pdf': 'Notice of the second EPTA meeting',
  'docs/epta/notice-2025-02.pdf': 'Notice of the third EPTA meeting',
};

/** Shown where a provider image is missing or broken: a plain card in the school's colours. */
async function renderDefaultImage({ width, height }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#e8eef6"/>
    <g transform="translate(${width / 2} ${height / 2})" fill="none" stroke="#12355b" stroke-width="${Math.round(width / 120)}" stroke-linejoin="round">
      <rect x="${-width * 0.16}" y="${-width * 0.11}" width="${width * 0.32}" height="${width * 0.22}" rx="${width * 0.02}"/>
      <circle cx="${width * 0.07}" cy="${-width * 0.04}" r="${width * 0.025}" fill="#f2c14e"/>
      <path d="M${-width * 0.13} ${width * 0.08} L${-width * 0.04} ${-width * 0.02} L${width * 0.03} ${width * 0.05} L${width * 0.07} ${width * 0.02} L${width * 0.13} ${width * 0.08}"/>
    </g>
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 70, mozjpeg: true }).toBuffer();
}

function write(relative, bytes) {
  const target = path.join(publicDir, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, bytes);
}

/** Each document says what it is: a stand-in, until the office puts the school's own file in its place. */
const PLACEHOLDER_NOTE = 'Not yet published: the school office will put the document here.';

const documentsOnly = process.argv.includes('--documents');
if (!documentsOnly) {
  write('images/default-cover.jpg', await renderDefaultImage(PHOTO_SIZE));
  write('images/default-person.jpg', await renderDefaultImage({ width: 480, height: 600 }));
  for (const name of PHOTOS) write(`images/${name}.jpg`, await renderSceneJpeg(name, PHOTO_SIZE));
}
for (const [file, title] of Object.entries(DOCUMENTS)) write(file, renderPdf(title, PLACEHOLDER_NOTE));
console.log(`wrote ${documentsOnly ? 0 : PHOTOS.length} photos and ${Object.keys(DOCUMENTS).length} documents under e2e/public/`);
