import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { pageOf, pendingItems, readOfficeFacts, readPages, readPhotoGroups } from '@/lib/content/office';
import { PICTURE_MAX_BYTES } from '@/lib/content/pictures';
import { afterSave, pagesSaved, problemsOnDisk, readSaveRequest, saveProblems, type SaveRequest } from './saveCheck';

const ROOT = path.resolve(__dirname, '../..');
let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-save-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  fs.mkdirSync(path.join(root, 'public'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const yaml = (value: unknown) => new TextEncoder().encode(YAML.stringify(value));
const save = (additions: Record<string, Uint8Array>, deletions: string[] = []): SaveRequest => ({ additions: Object.entries(additions).map(([file, contents]) => ({ path: file, contents })), deletions: deletions.map((file) => ({ path: file })) });
const JPEG = new Uint8Array(fs.readFileSync(path.join(ROOT, 'e2e/public/images/clubs/dance-club.jpg')));
/** The start of an iPhone's HEIC: an ISO media file of the `heic` brand. */
const HEIC = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0, ...new TextEncoder().encode('mif1heic'), ...new Array(64).fill(0)]);

const page = (paragraph: string) => ({ title: 'Open Day 2027', description: 'When families may visit the school and what they see there.', source: 'The school office', sections: [{ heading: 'The day', blocks: [{ discriminant: 'paragraph', value: paragraph }] }] });
const school = () => YAML.parse(fs.readFileSync(path.join(root, 'content/school.yaml'), 'utf8')) as Record<string, unknown>;

/** The build's own reading of the files after the save: whether it stops. */
const buildRefuses = (request: SaveRequest) => {
  try {
    pendingItems(afterSave(root, request));
    return false;
  } catch {
    return true;
  }
};

test('a new page titled "Open Day 2027" saves at the address the editor makes, and the build reads it there', () => {
  const request = save({ 'content/pages/open-day-2027.yaml': yaml(page('Families are welcome from nine.')) });
  expect(saveProblems(root, request)).toEqual([]);
  expect(readPages(afterSave(root, request)).map((each) => each.path)).toContain('/open-day-2027');
});

test.each([
  ['an address with a space', 'content/pages/open day.yaml', page('Words.')],
  ['an address with an underscore', 'content/pages/open_day.yaml', page('Words.')],
  ['a page without its description', 'content/pages/open-day.yaml', { ...page('Words.'), description: '' }],
  ['a page with no section', 'content/pages/open-day.yaml', { ...page('Words.'), sections: [] }],
  ['a page whose words name a figure nothing holds', 'content/pages/open-day.yaml', page('We have {pupilCount} pupils.')],
  ['a block of a kind the site does not know', 'content/pages/open-day.yaml', { ...page('x'), sections: [{ blocks: [{ discriminant: 'marquee', value: 'Hi' }] }] }],
])('%s is refused by the editor before it is written, and by the build alike', (_name, file, value) => {
  const request = save({ [file]: yaml(value) });
  expect(saveProblems(root, request)).not.toEqual([]);
  expect(buildRefuses(request)).toBe(true);
});

test("an item set to Office with \"Confirmed by\" empty is refused in the editor's labels, as the build refuses it", () => {
  const request = save({ 'content/school.yaml': yaml({ ...school(), phone: { source: 'office', confirmed: '', value: '+91 22 2345 6789' } }) });
  const problems = saveProblems(root, request);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^The school's details › The school's phone number › Confirmed by: /);
  // The office's words, not the file's keys.
  expect(problems[0]).not.toMatch(/phone\.confirmed|school\.yaml/);
  expect(buildRefuses(request)).toBe(true);
  expect(() => readOfficeFacts(afterSave(root, request))).toThrow(/phone\.confirmed/);
});

test('a field inside a list is named by its place in the list, as the editor numbers them', () => {
  const bad = page('Words.');
  bad.sections[0]!.blocks.push({ discriminant: 'paragraph', value: '' });
  const [problem] = saveProblems(root, save({ 'content/pages/open-day.yaml': yaml(bad) }));
  expect(problem).toBe('The page at /open-day › Sections 1 › Blocks 2 › Paragraph: must be given.');
});

test('a HEIC photo, a photo over the bound and a file that is no picture are refused, saying what to do; the build refuses each too', () => {
  const photos = (file: string) => ({ ...(YAML.parse(fs.readFileSync(path.join(root, 'content/photos.yaml'), 'utf8')) as object), clubs: { what: 'photos of the clubs', source: 'office', confirmed: 'Office, 2026-12-01', items: [{ file, alt: 'Students on stage' }] } });
  const big = new Uint8Array(PICTURE_MAX_BYTES + 1);
  big.set(JPEG);
  for (const [name, bytes, words] of [
    ['photo.heic', HEIC, /HEIC photo.*Save it as JPEG/],
    ['big.jpg', big, /at most 4 MB/],
    ['notes.jpg', new TextEncoder().encode('not a picture at all, only words'), /not a JPEG, PNG, GIF or WebP picture/],
  ] as const) {
    const file = `/images/office/clubs/${name}`;
    const request = save({ [`public${file}`]: bytes, 'content/photos.yaml': yaml(photos(file)) });
    expect(saveProblems(root, request).join(' ')).toMatch(words);
    expect(buildRefuses(request)).toBe(true);
  }
  // The same photo as a JPEG within the bound is taken, and the build reads its size.
  const file = '/images/office/clubs/dance-club-0a1b2c3d.jpg';
  const good = save({ [`public${file}`]: JPEG, 'content/photos.yaml': yaml(photos(file)) });
  expect(saveProblems(root, good)).toEqual([]);
  expect(readPhotoGroups(afterSave(root, good)).clubs!.items![0]).toMatchObject({ file, width: expect.any(Number) });
});

test('a file naming a photo that is not there is refused by the whole check, as the build refuses it', () => {
  const photos = { ...(YAML.parse(fs.readFileSync(path.join(root, 'content/photos.yaml'), 'utf8')) as object), clubs: { what: 'photos', source: 'office', confirmed: 'Office, 2026-12-01', items: [{ file: '/images/office/clubs/gone.jpg', alt: 'A photo' }] } };
  const request = save({ 'content/photos.yaml': yaml(photos) });
  expect(saveProblems(root, request).join(' ')).toMatch(/could not be built.*gone\.jpg/);
  expect(buildRefuses(request)).toBe(true);
});

test('words that are not YAML are refused with the reason; deleting a page leaves the others readable', () => {
  expect(saveProblems(root, save({ 'content/fees.yaml': new TextEncoder().encode('year: [2026\n') })).join(' ')).toMatch(/^Fees could not be read back/);
  const first = fs.readdirSync(path.join(root, 'content/pages'))[0]!;
  const request = save({}, [`content/pages/${first}`]);
  expect(saveProblems(root, request)).toEqual([]);
  expect(readPages(afterSave(root, request)).map((each) => each.file)).not.toContain(`content/pages/${first}`);
});

test("Keystatic's save body is read as it sends it, and anything else is left for Keystatic to refuse", () => {
  const contents = Buffer.from('year: 2026-27\n').toString('base64url');
  expect(readSaveRequest({ additions: [{ path: 'content/fees.yaml', contents }], deletions: [{ path: 'content/pages/a.yaml' }] })).toEqual({ additions: [{ path: 'content/fees.yaml', contents: new Uint8Array(Buffer.from('year: 2026-27\n')) }], deletions: [{ path: 'content/pages/a.yaml' }] });
  expect(readSaveRequest({ additions: [{ path: 1 }], deletions: [] })).toBeNull();
  expect(readSaveRequest('x')).toBeNull();
});

test("the build's reading of a page's address is the editor's: digits are an address's own", () => {
  expect(pageOf(page('Words.'), 'content/pages/open-day-2027.yaml').path).toBe('/open-day-2027');
  expect(() => pageOf(page('Words.'), 'content/pages/open_day.yaml')).toThrow(/letters and digits/);
});

test("a save names the school's pages it writes, to be drawn again; other files and uploads name none", () => {
  const request = save({
    'content/pages/clubs.yaml': yaml(page('The clubs met.')),
    'content/pages/open_day.yaml': yaml(page('An address the build refuses.')),
    'content/school.yaml': yaml(school()),
    'public/images/office/clubs/a.jpg': JPEG,
  });
  expect(pagesSaved(request)).toEqual(['/clubs']);
});

test("a page's own photo saves with the page, sized from its file; one whose file is not there is refused", () => {
  const withPhoto = (file: string) => ({
    ...page('Families are welcome from nine.'),
    sections: [{ heading: 'The day', blocks: [{ discriminant: 'page-photos', value: { photos: [{ file, alt: 'Families at the gate' }], open: 'lightbox', columns: '2' } }] }],
  });
  const request = save({ 'content/pages/open-day-2027.yaml': yaml(withPhoto('/images/office/pages/gate-1a2b3c4d.jpg')), 'public/images/office/pages/gate-1a2b3c4d.jpg': JPEG });
  expect(saveProblems(root, request)).toEqual([]);
  const shown = readPages(afterSave(root, request)).find((each) => each.path === '/open-day-2027')!;
  expect(shown.sections[0]!.blocks[0]).toMatchObject({ discriminant: 'page-photos', value: { photos: [{ width: expect.any(Number), height: expect.any(Number) }] } });
  expect(saveProblems(root, save({ 'content/pages/open-day-2027.yaml': yaml(withPhoto('/images/office/pages/nowhere.jpg')) })).join(' ')).toMatch(/nowhere\.jpg/);
});

/** Files as a hand edit leaves them: half written, not YAML, an old format, a value of the wrong kind. */
const HAND_BROKEN: [string, string, RegExp][] = [
  ['content/school.yaml', '', /^The school's details/],
  ['content/fees.yaml', 'year: [2026\n', /^Fees could not be read back/],
  ['content/fees.yaml', 'year: 2026-2027\nbands: []\n', /^Fees/],
  ['content/timings.yaml', 'school: "8 to 2"\n', /^School and office hours/],
  ['content/photos.yaml', 'clubs: [a photo]\n', /^Photos on the pages/],
  ['content/pages/clubs.yaml', 'title: Clubs\n', /^The page at \/clubs › Description: must be given/],
];

test.each(HAND_BROKEN)('%s edited by hand into %j: the editor and content:status say what to mend, in words, and nothing throws', (file, contents, said) => {
  fs.writeFileSync(path.join(root, file), contents);
  const problems = problemsOnDisk(root);
  expect(problems.length).toBeGreaterThan(0);
  expect(problems.join('\n')).toMatch(said);
  // Words, not a stack trace.
  expect(problems.join('\n')).not.toMatch(/\n\s+at |node_modules|Error:/);
  const status = spawnSync(process.execPath, ['scripts/content-status.mjs', root], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CONTENT_OVERLAY_DIR: '' } });
  expect(status.status).toBe(1);
  expect(status.stderr).toMatch(/^content: the site cannot be built from content\/ until this is mended/);
  expect(status.stderr).not.toMatch(/\n\s+at /);
});
