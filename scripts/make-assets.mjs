// Generates the placeholder photos and documents the site ships in public/, named so the school can
// drop its own files in place (same name; any size, as pages scale them). Run after changing the lists:
//   node scripts/make-assets.mjs
// A unit test (lib/content/assets.test.ts) checks that every photo and document the pages use exists.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPdf, renderSceneJpeg } from '../demo-provider/files.mjs';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
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

function write(relative, bytes) {
  const target = path.join(publicDir, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, bytes);
}

for (const name of PHOTOS) write(`images/${name}.jpg`, await renderSceneJpeg(name, PHOTO_SIZE));
for (const [file, title] of Object.entries(DOCUMENTS)) write(file, renderPdf(title));
console.log(`wrote ${PHOTOS.length} photos and ${Object.keys(DOCUMENTS).length} documents under public/`);
