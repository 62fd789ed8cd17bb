import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ICSE_RESULT_PDF } from './navigation';
import { ARTICLES } from './pages';
import { EPTA_FILES } from './pages/people';
import type { Block, Photo, TableCell } from './types';

const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');

function collect(blocks: Block[], photos: Photo[], links: string[]) {
  for (const block of blocks) {
    if (block.kind === 'photos') photos.push(...block.photos);
    if (block.kind === 'tabs') block.tabs.forEach((tab) => collect(tab.blocks, photos, links));
    if (block.kind === 'table') {
      block.table.rows.flat().forEach((cell: TableCell) => {
        if (typeof cell === 'object') links.push(cell.href);
      });
    }
  }
}

const photos: Photo[] = [];
const links: string[] = [];
ARTICLES.forEach((article) => article.sections.forEach((section) => collect(section.blocks, photos, links)));

test('the pages use photos and documents', () => {
  expect(photos.length).toBeGreaterThanOrEqual(40);
  expect(links.length).toBeGreaterThanOrEqual(8);
});

test.each(photos.map((photo) => [photo.src, photo]))('%s exists at its declared size, with alt text', async (_src, photo) => {
  const file = path.join(PUBLIC_DIR, photo.src);
  expect(fs.existsSync(file)).toBe(true);
  const { width, height } = await sharp(file).metadata();
  expect([width, height]).toEqual([photo.width, photo.height]);
  expect(photo.alt.trim().length).toBeGreaterThan(5);
});

test.each([...new Set([...links, ...EPTA_FILES, ICSE_RESULT_PDF])])('%s is a real PDF in public/', (href) => {
  const file = path.join(PUBLIC_DIR, href);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});

test('every article has a unique one-segment path, a title and a description', () => {
  const paths = ARTICLES.map((article) => article.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const article of ARTICLES) {
    expect(article.title).not.toBe('');
    expect(article.description.length).toBeGreaterThan(20);
    expect(article.path).toMatch(/^\/[A-Za-z-]+$/);
  }
});

test('the documents the site ships say plainly that they stand in for the school\'s own, not that they are real', () => {
  const documents = [ICSE_RESULT_PDF, ...EPTA_FILES];
  expect(documents.length).toBeGreaterThan(1);
  const claims = documents.map((href) => {
    const text = fs.readFileSync(path.join(PUBLIC_DIR, href), 'latin1');
    return { href, placeholder: text.includes('Not yet published'), demo: text.includes('demo provider') };
  });
  expect(claims).toEqual(documents.map((href) => ({ href, placeholder: true, demo: false })));
});
