// Read and checked once, also by `next build` and `npm run content:status` outside the bundler; a pending
// item is null. CONTENT_OVERLAY_DIR replaces files of the same name (the e2e photos and documents).
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { DATA_BLOCK_NAMES, DOCUMENT_GROUPS, FORMATS, PHOTO_GROUPS } from './formats.ts';
import { pictureProblem } from './pictures.ts';
export { DATA_BLOCK_NAMES, DOCUMENT_GROUPS, PHOTO_GROUPS };
import { imageSize, type PixelSize } from './imageSize.ts';
import { schoolPageFiles } from '../http/siteRoutes.ts';
import { DOCUMENTS_SHAPE, PAGE_SHAPE, PHOTOS_SHAPE, VIDEOS_SHAPE, SCHOOL_SHAPE, FACTS_SHAPE, FEES_SHAPE, HOME_SHAPE, PROSPECTUS_SHAPE, RULES_SHAPE, TIMINGS_SHAPE } from './fileShapes.ts';
import { checkShape, type ValueOf } from './shape.ts';
import { editedRoot } from './editedRoot.ts';

const CONTENT_DIR = 'content';

/** Where the school's files are read from: the checkout the editor writes to (the working folder unless CONTENT_EDITOR_ROOT), so a site started on a save reads it. */
const contentRoot = () => editedRoot(process.env, process.cwd());

import { ITEM_FORMATS, ITEM_NAMES } from './formats.ts';
export { ITEM_FORMATS, ITEM_NAMES };

/** The items as the site uses them: each the office's value, or null while pending. */
export const officeFactsOf = (parsed: unknown, file: string = `${CONTENT_DIR}/school.yaml`) => checkShape(SCHOOL_SHAPE, parsed, file);

export type OfficeFacts = ReturnType<typeof readOfficeFacts>;

type PhotoInFile = NonNullable<ValueOf<typeof PHOTOS_SHAPE>[string]['items']>[number];
export type OfficePhoto = PhotoInFile & PixelSize;

/**
 * Where content's files are read: a checkout's folder, or (the editor's check before it writes) that folder
 * with a save's changes laid over it. Paths are relative to the checkout, with forward slashes.
 */
export interface ContentSource {
  /** Shown in messages for the files read. */
  root: string;
  /** The file's bytes, or null when there is none. */
  read(relative: string): Buffer | null;
  /** The school's page files, by name, in name order. */
  pageFiles(): string[];
}

/** A checkout's own files on disk. */
export const diskSource = (root: string): ContentSource => ({
  root,
  read: (relative) => {
    const file = path.resolve(root, relative);
    return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file) : null;
  },
  pageFiles: () => schoolPageFiles(root),
});

const sourceOf = (from: string | ContentSource): ContentSource => (typeof from === 'string' ? diskSource(from) : from);

/** An item with the pixel size of its picture (a photo, a video's poster), read from the file under public/ where the content leaves it out. */
function sized<T extends object>(item: T & Partial<PixelSize>, picture: string, source: ContentSource, where: string): T & PixelSize {
  if (item.width && item.height) return { ...item, width: item.width, height: item.height };
  const bytes = picture.startsWith('/') && !picture.includes('..') ? source.read(`public${picture}`) : null;
  const problem = bytes && pictureProblem(picture, bytes);
  if (problem) throw new Error(`${where}: ${problem}`);
  const size = bytes ? imageSize(bytes) : null;
  if (!size) throw new Error(`${where}: ${picture} is not a JPEG, PNG, GIF or WebP picture under public/; upload it, or give its width and height`);
  return { ...item, ...size };
}
type DocumentGroups = ValueOf<typeof DOCUMENTS_SHAPE>;
export type Group<T> = { what: string; items: T[] | null };
export type OfficeDocument = NonNullable<DocumentGroups[string]['items']>[number];

export const photoGroupsOf = (parsed: unknown, file: string = `${CONTENT_DIR}/photos.yaml`) => checkShape(PHOTOS_SHAPE, parsed, file);

export const documentGroupsOf = (parsed: unknown, file: string = `${CONTENT_DIR}/documents.yaml`): DocumentGroups => checkShape(DOCUMENTS_SHAPE, parsed, file);

export type Fees = ValueOf<typeof FEES_SHAPE>;
export type FeeBand = Fees['bands'][number];

export const feesOf = (parsed: unknown, file: string = `${CONTENT_DIR}/fees.yaml`): Fees => checkShape(FEES_SHAPE, parsed, file);

/** The school year a day falls in, as the fees name it: it begins in June (the spec), so 10 May 2027 is in 2026-27. */
export function schoolYearOn(day: Date) {
  const start = day.getUTCMonth() >= 5 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export type SchoolFacts = Omit<ValueOf<typeof FACTS_SHAPE>, 'source'>;

const factsOf = (parsed: unknown, file: string = `${CONTENT_DIR}/facts.yaml`): SchoolFacts => checkShape(FACTS_SHAPE, parsed, file);

export type RuleTable = { caption: string, columns: string[], rows: string[][] };
export type SchoolRules = { rules: Record<string, string>, tables: Record<string, RuleTable> };

export function rulesOf(parsed: unknown, file: string = `${CONTENT_DIR}/rules.yaml`): SchoolRules {
  const { rules, tables } = checkShape(RULES_SHAPE, parsed, file);
  const { caption, columns, rows } = tables.assessment;
  // An empty cell is written as nothing by the editor, and shown empty.
  return { rules, tables: { assessment: { caption, columns, rows: rows.map((row) => row.cells.map((cell) => cell ?? '')) } } };
}

type TimingsFile = ValueOf<typeof TIMINGS_SHAPE>;
export type Timing = TimingsFile['school'][number];
const timingsOf = (parsed: unknown, file: string = `${CONTENT_DIR}/timings.yaml`): TimingsFile => checkShape(TIMINGS_SHAPE, parsed, file);

export type HeroSlide = ValueOf<typeof HOME_SHAPE>['slides'][number];
const homeOf = (parsed: unknown, file: string = `${CONTENT_DIR}/home.yaml`) => checkShape(HOME_SHAPE, parsed, file);

const prospectusOf = (parsed: unknown, file: string = `${CONTENT_DIR}/prospectus.yaml`) => checkShape(PROSPECTUS_SHAPE, parsed, file);

type PageInFile = ValueOf<typeof PAGE_SHAPE>;
/** A block of a page: its kind (`discriminant`, as the editor writes it) and that kind's value. */
export type PageBlock = PageInFile['sections'][number]['blocks'][number];

/** A page file: its address is its file's name (`content/pages/clubs.yaml` is /clubs). */
export type PageFile = PageInFile & { path: string };

/**
 * Whether a file's words are the product spec's, as its `source` says: the developers wrote them from the
 * spec, and tests hold them to it. Any other source is the office's, whose words no test second-guesses.
 */
export const wordsAreTheSpecs = (source: string) => source.startsWith('The product spec');

/** What a page's words may name in braces, such as "founded in {foundingYear}": the figures of facts.yaml, the school's name and the fee year. */
export const PAGE_VALUE_NAMES: readonly string[] = [...Object.keys(FACTS_SHAPE.fields).filter((name) => name !== 'source'), 'schoolName', 'feeYear'];

/** Every `{name}` in a page's words that nothing fills in, with where it is. */
function unknownNames(value: unknown, at: string): string[] {
  if (typeof value === 'string') return [...value.matchAll(/\{(\w+)\}/g)].filter(([, name]) => !PAGE_VALUE_NAMES.includes(name!)).map(([all]) => `${at}: ${all} is not one of ${PAGE_VALUE_NAMES.map((name) => `{${name}}`).join(', ')}`);
  if (Array.isArray(value)) return value.flatMap((item, index) => unknownNames(item, `${at}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => unknownNames(item, at ? `${at}.${key}` : key));
  return [];
}

/** A page file checked; `file` is its name under content/ (its address follows from it). */
export function pageOf(parsed: unknown, file: string = `${CONTENT_DIR}/pages/page.yaml`): PageFile {
  const name = path.basename(file, '.yaml');
  if (!FORMATS.pageAddress.regex.test(name)) throw new Error(`${file}: a page's file name is its address, which ${FORMATS.pageAddress.message}`);
  const page = checkShape(PAGE_SHAPE, parsed, file);
  const unknown = unknownNames(page, '');
  if (unknown.length > 0) throw new Error(`${file}: ${unknown.join('; ')}`);
  return { path: `/${name}`, ...page };
}

/** A page's own photos with their sizes, read from their files where the page leaves them out (the editor does). */
function withPhotoSizes(blocks: PageBlock[], source: ContentSource, where: string): PageBlock[] {
  return blocks.map((block, index) => {
    const at = `${where}[${index}]`;
    if (block.discriminant === 'page-photos') return { ...block, value: { ...block.value, photos: block.value.photos.map((photo, photoIndex) => sized(photo, photo.file, source, `${at}.value.photos[${photoIndex}]`)) } };
    if (block.discriminant !== 'tabs') return block;
    const items = block.value.items.map((tab, tabIndex) => ({ ...tab, blocks: withPhotoSizes(tab.blocks as PageBlock[], source, `${at}.value.items[${tabIndex}].blocks`) as typeof tab.blocks }));
    return { ...block, value: { ...block.value, items } };
  });
}

/** One page file read and checked, its own photos sized. */
function pageFile(name: string, source: ContentSource): PageFile & { file: string } {
  const { parsed, shown } = readYaml(`pages/${name}`, source);
  const page = pageOf(parsed, shown);
  return { ...page, sections: page.sections.map((section, index) => ({ ...section, blocks: withPhotoSizes(section.blocks, source, `${shown}: sections[${index}].blocks`) })), file: shown };
}

/** Every page file under content/pages/, checked, in file-name order. */
export function readPages(root: string | ContentSource = contentRoot()): (PageFile & { file: string })[] {
  const source = sourceOf(root);
  return source.pageFiles().map((name) => pageFile(name, source));
}

/** One page file, checked, by its address's name; null where there is no such file. */
export function readPage(name: string, root: string | ContentSource = contentRoot()): (PageFile & { file: string }) | null {
  const source = sourceOf(root);
  return source.pageFiles().includes(`${name}.yaml`) ? pageFile(`${name}.yaml`, source) : null;
}

/** The pending blocks of the page files, as content:status lists them. */
const pendingIn = (blocks: PageBlock[]): string[] =>
  blocks.flatMap((block) => (block.discriminant === 'pending' ? [block.value] : block.discriminant === 'tabs' ? block.value.items.flatMap((item) => pendingIn(item.blocks)) : []));

type VideoInFile = NonNullable<ValueOf<typeof VIDEOS_SHAPE>[string]['items']>[number];
export type OfficeVideo = VideoInFile & PixelSize;
const videoGroupsOf = (parsed: unknown, file: string = `${CONTENT_DIR}/videos.yaml`) => checkShape(VIDEOS_SHAPE, parsed, file);

/** A YAML file's value; a file that is missing or is not YAML is named, with the reason. */
export function parseYaml(bytes: Buffer | null, shown: string) {
  if (bytes === null) throw new Error(`${shown}: is missing`);
  try {
    return { parsed: YAML.parse(bytes.toString('utf8')) as unknown, shown };
  } catch (error) {
    throw new Error(`${shown}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses content/<name>; a file of that name in CONTENT_OVERLAY_DIR replaces the items it holds, and the rest stay. */
function readYaml(name: string, source: ContentSource) {
  const overlay = process.env.CONTENT_OVERLAY_DIR;
  const overlaid = overlay ? path.resolve(source.root, overlay, name) : null;
  const ownBytes = source.read(`${CONTENT_DIR}/${name}`);
  if (!overlaid || !fs.existsSync(overlaid)) return parseYaml(ownBytes, `${CONTENT_DIR}/${name}`);
  const over = parseYaml(fs.readFileSync(overlaid), path.relative(source.root, overlaid));
  // A file the overlay alone holds (a page of the suite's full school) is read as it is.
  if (ownBytes === null) return over;
  const own = parseYaml(ownBytes, `${CONTENT_DIR}/${name}`);
  return isRecord(own.parsed) && isRecord(over.parsed) ? { parsed: { ...own.parsed, ...over.parsed }, shown: over.shown } : over;
}

/** An error names the file and the field. */
const reader = <T>(name: string, of: (parsed: unknown, file: string) => T) => (root: string | ContentSource = contentRoot()) => {
  const { parsed, shown } = readYaml(name, sourceOf(root));
  return of(parsed, shown);
};

export function readOfficeFacts(root: string | ContentSource = contentRoot()) {
  const facts = reader('school.yaml', officeFactsOf)(root);
  return { ...facts, sharePicture: facts.sharePicture && sized(facts.sharePicture, facts.sharePicture.file, sourceOf(root), 'content/school.yaml: sharePicture') };
}
/** Each group's items with their pictures' sizes, an error naming the file, group and item. */
function sizedGroups<T extends object>(groups: Record<string, Group<T>>, file: string, pictureOf: (item: T) => string, root: string | ContentSource): Record<string, Group<T & PixelSize>> {
  return Object.fromEntries(Object.entries(groups).map(([name, { what, items }]) => [name, { what, items: items && items.map((item, index) => sized(item, pictureOf(item), sourceOf(root), `content/${file}: ${name}.items[${index}]`)) }]));
}

export const readPhotoGroups = (root: string | ContentSource = contentRoot()): Record<string, Group<OfficePhoto>> => sizedGroups(reader('photos.yaml', photoGroupsOf)(root), 'photos.yaml', (photo) => photo.file, root);
export const readFees = reader('fees.yaml', feesOf);
export const readDocumentGroups = reader('documents.yaml', documentGroupsOf);
export const readFacts = reader('facts.yaml', factsOf);
export const readRules = reader('rules.yaml', rulesOf);
export const readProspectus = reader('prospectus.yaml', prospectusOf);
export const readTimings = reader('timings.yaml', timingsOf);
export const readHome = reader('home.yaml', homeOf);
export const readVideoGroups = (root: string | ContentSource = contentRoot()): Record<string, Group<OfficeVideo>> => sizedGroups(reader('videos.yaml', videoGroupsOf)(root), 'videos.yaml', (video) => video.poster, root);

/** An item the office has still to supply: its file, its key there, what it is, and what to type. */
export interface PendingItem {
  file: string;
  item: string;
  what: string;
  format?: string;
}

/** What to give for each kind of pending item that is not one of the school's details (those have ITEM_FORMATS). */
const PENDING_FORMATS = {
  page: 'the words, in place of the "Still to publish" block: paragraphs, lists, photos or documents',
  photos: 'photos (JPEG or PNG), each with a line saying what it shows',
  documents: 'PDF files, each with its date and title',
  videos: 'a video as MP4 (a WebM too, if you have one) and a poster picture',
};

type ProspectusPages = { title: string; lines: string[] }[];

/**
 * Whether the prospectus's pages miss the fee year or any band's monthly or annual figure of fees.yaml:
 * its pages are its own words, so a new fee year leaves them behind until the office edits them.
 */
export function prospectusBehindFees(pages: ProspectusPages, fees: Pick<Fees, 'year' | 'bands'>): boolean {
  const words = pages.flatMap((page) => [page.title, ...page.lines]).join(' ');
  const figures = fees.bands.flatMap((band) => [band.monthlyTuition, band.annualTotal]);
  return !words.includes(fees.year) || figures.some((figure) => !new RegExp(`(^|\\D)${figure}(\\D|$)`).test(words));
}

/** What the office has still to supply, by file, item and description: every content file, checked. */
export function pendingItems(root: string | ContentSource = contentRoot(), today = new Date()): PendingItem[] {
  const facts = readOfficeFacts(root);
  const fees = readFees(root);
  // Files with nothing pending are read all the same, so one that cannot be read is named as the build names it.
  for (const read of [readFacts, readRules, readTimings, readHome]) read(root);
  const currentYear = schoolYearOn(today);
  const feeItems = [
    ...(fees.year === currentYear ? [] : [{ file: `${CONTENT_DIR}/fees.yaml`, item: 'year', what: `the fees for ${currentYear}`, format: `the school year ${currentYear}, and each band's figures for it, in rupees` }]),
    ...fees.bands.filter((band) => !band.instalments || !band.earlyPaymentDiscount).map((band) => ({ file: `${CONTENT_DIR}/fees.yaml`, item: `bands.${band.id}`, what: `the instalments and early-payment discount of ${band.label}`, format: 'one instalment per due date and the discount, in whole rupees' })),
  ];
  // Most important first (ITEM_FORMATS's order): the school's legal name and its grievance officer, then how to reach it.
  const school = (Object.keys(ITEM_FORMATS) as (keyof OfficeFacts)[]).filter((name) => facts[name] === null).map((name) => ({ file: `${CONTENT_DIR}/school.yaml`, item: name, what: ITEM_NAMES[name], format: ITEM_FORMATS[name] }));
  const pendingOf = (file: string, groups: Record<string, Group<unknown>>, format: string): PendingItem[] => Object.entries(groups).filter(([, { items }]) => items === null).map(([item, { what }]) => ({ file: `${CONTENT_DIR}/${file}`, item, what, format }));
  const pages = readPages(root).flatMap((page) => page.sections.flatMap((section) => pendingIn(section.blocks)).map((what) => ({ file: page.file, item: page.path, what, format: PENDING_FORMATS.page })));
  readFacts(root);
  readRules(root);
  const prospectus = readProspectus(root).pages;
  const prospectusItems = prospectusBehindFees(prospectus, fees)
    ? [{ file: `${CONTENT_DIR}/prospectus.yaml`, item: 'pages', what: `the prospectus's fee pages, in the ${fees.year} fees`, format: `the fee pages' words in fees.yaml's year and figures (the next build draws the pictures from them)` }]
    : [];
  readTimings(root);
  readHome(root);
  return [...school, ...feeItems, ...prospectusItems, ...pages, ...pendingOf('photos.yaml', readPhotoGroups(root), PENDING_FORMATS.photos), ...pendingOf('documents.yaml', readDocumentGroups(root), PENDING_FORMATS.documents), ...pendingOf('videos.yaml', readVideoGroups(root), PENDING_FORMATS.videos)];
}

