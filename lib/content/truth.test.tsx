/**
 * What the site says from content/ as the repository holds it, whatever the office has filled in. No page
 * shows a photo or document the office has not supplied or links a placeholder file; the words kept in code
 * (leaders' defaults, page intros) state no claim the spec does not make, while whatever content/ says is
 * the office's to word (the office edits every file, spec-sourced ones too: e2e/school-pages.spec.ts holds
 * a spec-sourced page to the spec's facts, never to a list of words); and the e2e suite's supplied photos
 * and documents (e2e/content/) are real files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import YAML from 'yaml';
import ArticleView from '@/components/content/ArticleView';
import { CAMPUS_TOUR } from './homeSlides';
import { CHAIRPERSON_PAGE, PRINCIPAL_PAGE } from './leaders';
import { isNavGroup, MAIN_NAVIGATION } from './navigation';
import { FORMATS } from './formats';
import { DATA_BLOCK_NAMES, documentGroupsOf, pendingItems, photoGroupsOf, readDocumentGroups, readFees, readOfficeFacts, readPages, readPhotoGroups, readVideoGroups, schoolYearOn } from './office';
import { DATA_BLOCKS } from './pages/data';
import { ARTICLES } from './pages';
import { CAREER_INTRO, CONTACT_INTRO, TESTIMONIALS_INTRO, TOPPERS_INTRO } from './pageIntros';

const ROOT = path.join(__dirname, '..', '..');
/** Where an e2e fixture's address (/images/e2e/…, /docs/e2e/…) is kept: e2e/public, never the site's public/. */
const fixtureFile = (address: string) => {
  const [, kind, rest] = /^\/(images|docs)\/e2e\/(.+)$/.exec(address) ?? [];
  if (!kind || !rest) throw new Error(`${address} is not under /images/e2e/ or /docs/e2e/`);
  return path.join(ROOT, 'e2e', 'public', kind, rest);
};
const pages = ARTICLES.map((article) => ({ path: article.path, html: renderToStaticMarkup(<ArticleView article={article} />) }));

/** Claims the site once made that the school never did: never in the words kept in code again. */
const INVENTED = [
  /Aadhaar|admission test|in lieu of notice|leaving certificate/i, // /schoolterms
  /gates close|mobile phones|bullying|identity card/i, // /code-of-conduct
  /medical certificate|fitness certificate|school diary/i, // /leave-absence, /examination
  /lady attendant|GPS|western suburbs|pick-up point/i, // /schooltransport
  /pottery|smart board|sprung floor|sand pit|physics, chemistry/i, // /infrastructure
  /football|basketball|skating|karate|swimming|coaches|neighbourhood/i, // /sport-academy, home, prospectus
  /robotics|eco club|heritage club|Head Boy|Head Girl|investiture|house captain|house trophy/i, // /clubs, /house, /student-council
  /Courage: to stand|Growth: to learn|Truth: to be honest|Joy: to bring/i, // house mottos
  /Head of Secondary|Pre-Primary Coordinator|To be announced/i, // /faculty
  /Monday to Friday(?!\s+8:30)/, // school days (the office's hours are the spec's)
  /every student who appeared|proud ICSE results|distinctions|small classes/i, // /academics, prospectus
  /curious, confident and compassionate|known, valued and challenged/i, // vision
  /within \d+ working days|attendance, homework|net banking|Google Play|cloud-based/i, // parents' pages, ERP
  /September to October|February to March|Preliminary Examination/i, // exam months
  /suitable position|always glad/i, // career
  /admissions are open/i, // home
];

test('content:status lists exactly what content/ holds as pending, whatever the office has filled', () => {
  const today = new Date();
  const pending = pendingItems(ROOT, today);
  const itemsOf = (file: string) => pending.filter((entry) => entry.file === file).map(({ item }) => item).sort();
  const unsupplied = (groups: Record<string, { items: unknown[] | null }>) => Object.entries(groups).filter(([, { items }]) => items === null).map(([name]) => name).sort();
  expect(itemsOf('content/photos.yaml')).toEqual(unsupplied(readPhotoGroups(ROOT)));
  expect(itemsOf('content/documents.yaml')).toEqual(unsupplied(readDocumentGroups(ROOT)));
  expect(itemsOf('content/videos.yaml')).toEqual(unsupplied(readVideoGroups(ROOT)));
  expect(CAMPUS_TOUR.video === null).toBe(itemsOf('content/videos.yaml').includes('campus-tour'));
  const facts = readOfficeFacts(ROOT);
  expect(itemsOf('content/school.yaml')).toEqual(Object.keys(facts).filter((name) => facts[name as keyof typeof facts] === null).sort());
  expect(itemsOf('content/fees.yaml').includes('year')).toBe(readFees(ROOT).year !== schoolYearOn(today));
});

/** Every photo and document the office has supplied: its groups' items, and what its page files name. */
const SUPPLIED_FILES = new Set([
  ...Object.values(readPhotoGroups(ROOT)).flatMap(({ items }) => (items ?? []).map((photo) => photo.file)),
  ...Object.values(readDocumentGroups(ROOT)).flatMap(({ items }) => (items ?? []).map((document) => document.file)),
  ...readPages(ROOT).flatMap((page) => JSON.stringify(page.sections).match(/\/(images|docs)\/[^"]+/g) ?? []),
]);

/** The photos and documents a page's markup shows or links, by their address (the image optimiser's `url`). */
const filesShown = (html: string) => [
  ...[...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map(([, src]) => (src!.startsWith('/_next/image?') ? new URLSearchParams(src!.replace(/&amp;/g, '&').split('?')[1]).get('url')! : src!)),
  ...[...html.matchAll(/href="(\/(?:images|docs)\/[^"]+)"/g)].map(([, href]) => href!),
];

/** The school's details as the office left them: read once, for every page. */
const FACTS = readOfficeFacts(ROOT);

test.each(pages.map(({ path: route, html }) => [route, html]))('%s shows no photo, document, placeholder or contact detail the office has not supplied', (_route, html) => {
  for (const file of filesShown(html)) expect({ file, supplied: SUPPLIED_FILES.has(file) }).toEqual({ file, supplied: true });
  if (!FACTS.phone) expect(html).not.toMatch(/href="tel:/);
  if (!FACTS.email) expect(html).not.toMatch(/href="mailto:/);
  expect(html).not.toMatch(/Not yet published|To be announced/i);
});

test('every page says, in the one wording, each thing its content file holds as pending; a page with nothing yet says so once', () => {
  const htmlOf = (route: string) => pages.find((page) => page.path === route)!.html.replace(/&#x27;|&#39;/g, "'");
  const pending = pendingItems(ROOT).filter(({ file }) => file.startsWith('content/pages/'));
  for (const { item: route, what } of pending) {
    const html = htmlOf(route);
    const lines = html.split('data-pending=""').slice(1);
    if (html.includes('The school office has not published this page yet.')) {
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(what);
    } else expect(lines.some((line) => line.startsWith('>The school office will publish ') && line.includes(what))).toBe(true);
  }
});

test('the words kept in code (the leaders\' pages, the page intros) make no claim the spec does not', () => {
  const words = JSON.stringify([CHAIRPERSON_PAGE, PRINCIPAL_PAGE, CAREER_INTRO, CONTACT_INTRO, TESTIMONIALS_INTRO, TOPPERS_INTRO]);
  for (const claim of INVENTED) expect(words).not.toMatch(claim);
});

test('the menu\'s ICSE Result opens the result page, never a file', () => {
  const links = MAIN_NAVIGATION.flatMap((entry) => (isNavGroup(entry) ? entry.children : [entry]));
  expect(links.find((link) => link.label === 'ICSE Result')).toEqual({ label: 'ICSE Result', href: '/result' });
  expect(links.filter((link) => /\.(pdf|docx?)$/.test(link.href))).toEqual([]);
});

describe('the e2e suite\'s supplied photos and documents (CONTENT_OVERLAY_DIR=e2e/content)', () => {
  const read = (name: string) => YAML.parse(fs.readFileSync(path.join(ROOT, 'e2e', 'content', name), 'utf8'));
  const photos = Object.values(photoGroupsOf(read('photos.yaml'))).flatMap(({ items }) => items ?? []);
  const documents = Object.values(documentGroupsOf(read('documents.yaml'))).flatMap(({ items }) => items ?? []);

  test.each(photos.map((photo) => [photo.file, photo]))('%s exists at its declared size', async (_file, photo) => {
    const { width, height } = await sharp(fixtureFile(photo.file)).metadata();
    expect([width, height]).toEqual([photo.width, photo.height]);
  });

  test.each(documents.map((document) => [document.file]))('%s is a PDF', (file) => {
    expect(fs.readFileSync(fixtureFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test('every article has a unique one-segment path, a title and a description', () => {
  const paths = ARTICLES.map((article) => article.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const article of ARTICLES) {
    expect(article.title).not.toBe('');
    expect(article.description.length).toBeGreaterThan(20);
    expect(article.path.slice(1)).toMatch(FORMATS.pageAddress.regex);
  }
});

test('every data block a page file may name is one the site draws, and the other way round', () => {
  expect(Object.keys(DATA_BLOCKS).sort()).toEqual([...DATA_BLOCK_NAMES].sort());
});
