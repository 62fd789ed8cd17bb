// The office's editor in local mode, as the office uses it, writing into a copy of content/; and the
// suite's production site, which has no editor settings, answering 404 for it.
import { expect, test, type Page } from './test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import sharp from 'sharp';
import { spawnSync } from 'node:child_process';
import { SITE_SERVER, outboxDirOfItsOwn, processGroup, ROOT, waitFor } from './processes';
import { E2E } from './settings.mjs';
import { createReader } from '@keystatic/core/reader';
import { capitalised, PHOTO_GROUP_WORDS } from '../lib/content/formats';
import { pendingItems, readFees, readOfficeFacts, readPages, readPhotoGroups } from '../lib/content/office';
import editorConfig from '../lib/editor/config';
import { missingEntries } from '../lib/editor/missing';

const EDITOR_SITE = `http://127.0.0.1:${E2E.sitePort + 70}`;
/**
 * The editor site's own copy of the suite's build: a save draws its pages again into the build folder's
 * page cache, which the suite's own site (another address, the checkout's content) must never serve.
 */
const EDITOR_DIST = '.next/e2e-editor';
const processes = processGroup({ ...process.env, ...E2E.env });
/** A checkout's content/ and public/ of the editor's own: what it writes is read from here. */
let root: string;
/** What the demo's runner and its site print: attached to a failed test, to say what the site was doing. */
let runnerLog: string;

const fileHash = (name: string) => crypto.createHash('sha256').update(fs.readFileSync(path.join(root, name))).digest('hex');

/** Until the editor's save of `name` is whole: it empties the file first, then writes it, so the file must change and then stay. */
const savedWhole = (name: string, before: string) =>
  waitFor(async () => {
    const now = fileHash(name);
    if (now === before || fs.statSync(path.join(root, name)).size === 0) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
    return fileHash(name) === now;
  }, `${name} written`);

/** How many times the demo's runner has said the site shows the saves made before it started again. */
const restartsShown = () => (fs.readFileSync(runnerLog, 'utf8').match(/^\[demo\] the site shows the saves/gm) ?? []).length;

/** Presses Save on a file the site reads as it starts: what `seenOnSite` times from. */
async function saveForRestart(page: Page) {
  const save = { at: Date.now(), restartsBefore: restartsShown() };
  await page.getByRole('button', { name: 'Save' }).click();
  return save;
}

/**
 * Until the demo's runner has started the site again on the save and its public page shows `text`: the
 * seconds from Save are printed, the figure the office is promised (about ten), not a verdict. A page the
 * new site draws before the runner is done (one the old site had not yet loaded reads the file) is not
 * enough: the next step would meet the site stopping.
 */
async function seenOnSite(pathname: string, text: string, save: { at: number; restartsBefore: number }) {
  await waitFor(async () => restartsShown() > save.restartsBefore, 'the demo starting the site again on the save', 240);
  await waitFor(async () => (await fetch(`${EDITOR_SITE}${pathname}`).then((response) => response.text(), () => '')).includes(text), `${pathname} showing the save`, 240);
  const seconds = (Date.now() - save.at) / 1000;
  test.info().annotations.push({ type: 'seen after save', description: `${pathname}: ${seconds.toFixed(1)} s` });
  console.log(`[editor] ${pathname} showed the save ${seconds.toFixed(1)} s after Save was pressed, no build`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  root = outboxDirOfItsOwn('editor-root');
  fs.cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  fs.mkdirSync(path.join(root, 'public'));
  const outbox = outboxDirOfItsOwn('editor-outbox');
  fs.rmSync(path.join(ROOT, EDITOR_DIST), { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, E2E.env.NEXT_DIST_DIR), path.join(ROOT, EDITOR_DIST), { recursive: true, filter: (from) => from !== path.join(ROOT, E2E.env.NEXT_DIST_DIR, 'cache') });
  // Served as `npm run demo` serves: its runner starts the site again after a save (the school's details, fees,
  // photos) and has it draw its pages again. Its build is the suite's, copied: a later build (a new page) is a
  // stand-in that fails, so the site keeps what it showed, as the demo does when a build fails.
  const build = `node -e process.exit(Number(process.env.NEXT_DIST_DIR!==${JSON.stringify(EDITOR_DIST)}))`;
  processes.start(process.execPath, ['scripts/with-demo-provider.mjs', '--rebuild-on-save', build, `node ${SITE_SERVER} -H 127.0.0.1`], {
    PORT: new URL(EDITOR_SITE).port,
    SITE_URL: EDITOR_SITE,
    NEXT_DIST_DIR: EDITOR_DIST,
    FORM_OUTBOX_DIR: outbox,
    CONTENT_EDITOR: 'local',
    CONTENT_EDITOR_ROOT: root,
  }, (runnerLog = path.join(outbox, 'runner.log')));
  await waitFor(async () => (await fetch(`${EDITOR_SITE}/api/health`)).ok, 'the editor site up');
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('runner.log', { path: runnerLog, contentType: 'text/plain' });
});

test.afterAll(() => {
  processes.stop();
  fs.rmSync(path.join(ROOT, EDITOR_DIST), { recursive: true, force: true });
});

/**
 * Until Keystatic has read the file from its API and drawn the form (its Save button appears with it): on a
 * busy machine that takes longer than an expectation's 10 s, so it is waited for as a page load is.
 */
const opened = (page: Page, button = 'Save') => expect(page.getByRole('button', { name: button, exact: true })).toBeVisible({ timeout: 45_000 });

/** Opens one of the editor's screens and waits until its form is drawn (a new entry's has Create for Save). */
async function openEditor(page: Page, screen: string, button = 'Save') {
  await page.goto(`${EDITOR_SITE}${screen}`);
  await opened(page, button);
}

/** An item of a file's form, by its label: the group Keystatic draws around an object's fields. */
const itemOf = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function supplyItem(page: Page, label: string, confirmedBy: string) {
  const item = itemOf(page, label);
  await item.getByRole('button', { name: /Where it comes from/ }).first().click();
  await page.getByRole('option', { name: /^Office: supplied and confirmed/ }).click();
  // The list closes as it goes: the next item's list must not open beside it.
  await expect(page.getByRole('option')).toHaveCount(0);
  await item.getByLabel('Confirmed by').first().fill(confirmedBy);
  return item;
}

test("every file the editor edits opens in the editor's fields, as the repository holds it", async () => {
  // Keystatic's own reader, which the editor uses to open a file: one it cannot read the office cannot edit.
  const reader = createReader(ROOT, editorConfig);
  for (const name of Object.keys(editorConfig.singletons) as (keyof typeof editorConfig.singletons)[]) {
    expect(await reader.singletons[name].readOrThrow(), name).toBeTruthy();
  }
  const pages = await reader.collections.pages.list();
  expect(pages.length).toBe(fs.readdirSync(path.join(ROOT, 'content/pages')).length);
  for (const slug of pages) expect(await reader.collections.pages.readOrThrow(slug), slug).toMatchObject({ title: expect.any(String) });
});

test('a five-digit PIN is refused in the editor with the field\'s message, and nothing is written', async ({ page }) => {
  const before = fileHash('content/school.yaml');
  await openEditor(page, '/keystatic/singleton/school');
  const address = await supplyItem(page, "The school's postal address (and so its map)", 'Admissions office, 2026-11-28');
  await address.getByLabel('Street').fill('1 School Road');
  await address.getByLabel('Locality').fill('Malad West');
  await address.getByLabel('Region').fill('Mumbai');
  await address.getByLabel('PIN code').fill('40006');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('PIN code must be a six-digit PIN code').first()).toBeVisible();
  expect(fileHash('content/school.yaml')).toBe(before);
});

test('the office fills the phone and the address and saves: parents see them within seconds, no build, and the build reads them from the file', async ({ page }) => {
  await openEditor(page, '/keystatic/singleton/school');
  const phone = await supplyItem(page, "The school's phone number", 'Front office, 2026-11-28');
  await phone.getByLabel('Phone').fill('+91 22 2345 6789');
  const address = await supplyItem(page, "The school's postal address (and so its map)", 'Admissions office, 2026-11-28');
  await address.getByLabel('Street').fill('1 School Road');
  await address.getByLabel('Locality').fill('Malad West');
  await address.getByLabel('Region').fill('Mumbai');
  await address.getByLabel('PIN code').fill('400064');
  const before = fileHash('content/school.yaml');
  const savedAt = await saveForRestart(page);
  await savedWhole('content/school.yaml', before);
  await expect(page.getByRole('status').filter({ hasText: 'Saved at' })).toContainText('on the public pages within about ten seconds');
  // The build's own reader and check, on the file the editor wrote.
  const facts = readOfficeFacts(root);
  expect(facts.phone).toBe('+91 22 2345 6789');
  expect(facts.address).toEqual({ street: '1 School Road', locality: 'Malad West', region: 'Mumbai', postalCode: '400064' });
  // What the office did not touch is still pending.
  expect(facts.email).toBeNull();
  expect(facts.fullName).toBeNull();
  // Parents see it without a build: the site started itself again on the save.
  await seenOnSite('/contact-us', '+91 22 2345 6789', savedAt);
  await seenOnSite('/contact-us', 'Malad West', savedAt);
});

test("the editor's list of what is missing is the build's, most important first, each linked to where it is filled", async ({ page }) => {
  await page.goto(`${EDITOR_SITE}/keystatic/missing`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What the site still needs');
  const pending = pendingItems(root);
  const items = page.getByRole('listitem');
  await expect(items).toHaveCount(pending.length);
  // The order and the words are the build's own list for the files as the office left them.
  expect(await items.locator('strong').allTextContents()).toEqual(pending.map(({ what }) => capitalised(what)));
  // The phone the office has just saved as its own is no longer missing.
  expect(pending.map(({ item }) => item)).not.toContain('phone');
  // Screens and fields as the editor labels them, never a file's or a key's name.
  expect(await page.locator('main').textContent()).not.toMatch(/content\/|\.yaml/);
  const first = missingEntries(pending)[0]!;
  await items.first().getByRole('link', { name: first.where }).click();
  await opened(page);
  await expect(itemOf(page, capitalised(first.what))).toBeVisible();
  // The editor's first screen leads here, with the count.
  await page.goto(`${EDITOR_SITE}/keystatic`);
  await page.getByRole('link', { name: `What the site still needs: ${pending.length} items` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What the site still needs');
});

test('the office uploads a photo into a group; it lands under public/, is on its page within seconds, and the build reads its size from the file', async ({ page }) => {
  await openEditor(page, '/keystatic/singleton/photos');
  const clubs = await supplyItem(page, PHOTO_GROUP_WORDS.clubs, 'Principal\'s office, 2026-11-28');
  await clubs.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  const photo = fs.readFileSync(path.join(ROOT, 'e2e/public/images/clubs/dance-club.jpg'));
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: 'dance-club.jpg', mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByLabel('What it shows').fill('Students of the dance club on stage');
  await dialog.getByRole('button', { name: 'Add' }).click();
  const before = fileHash('content/photos.yaml');
  const savedAt = await saveForRestart(page);
  await savedWhole('content/photos.yaml', before);
  const written = readPhotoGroups(root).clubs!.items!;
  expect(written).toHaveLength(1);
  expect(written[0]).toMatchObject({ alt: 'Students of the dance club on stage', width: expect.any(Number), height: expect.any(Number) });
  expect(written[0]!.file).toMatch(/^\/images\/office\/clubs\//);
  expect(fs.readFileSync(path.join(root, 'public', written[0]!.file)).equals(photo)).toBe(true);
  await seenOnSite('/clubs', 'Students of the dance club on stage', savedAt);
});

const CLUB_REPORT = 'The Interact Club met every month this year and ran two drives in the neighbourhood.';

test('the office writes a paragraph of /clubs; the page file holds it where the office put it', async ({ page }) => {
  await openEditor(page, '/keystatic/collection/pages/item/clubs');
  await page.getByText('Interact Club report').click();
  const section = page.getByRole('dialog');
  await section.getByRole('button', { name: 'Add' }).first().click();
  await page.getByRole('menuitem', { name: 'Paragraph' }).click();
  const paragraph = page.getByRole('dialog').last();
  await paragraph.getByLabel('Paragraph').fill(CLUB_REPORT);
  await paragraph.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  const before = fileHash('content/pages/clubs.yaml');
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = Date.now();
  await savedWhole('content/pages/clubs.yaml', before);
  // The office is told when parents see it.
  await expect(page.getByRole('status').filter({ hasText: 'Saved at' })).toContainText('Parents see it on /clubs within seconds.');
  const clubs = readPages(root).find((each) => each.path === '/clubs')!;
  expect(clubs.sections[0]!.blocks).toContainEqual({ discriminant: 'paragraph', value: CLUB_REPORT });
  // The public page of the same site, with no build and no restart: asked as a parent's reload would.
  let seen = 0;
  await expect.poll(async () => {
    const shown = (await (await fetch(`${EDITOR_SITE}/clubs`)).text()).includes(CLUB_REPORT);
    if (shown && !seen) seen = Date.now();
    return shown;
  }, { timeout: 30_000, intervals: [250] }).toBe(true);
  const seconds = `${((seen - saved) / 1000).toFixed(1)} s`;
  test.info().annotations.push({ type: 'save to seen', description: seconds });
  console.log(`[editor] a saved paragraph on the public page ${seconds} after Save, no build`);
});

test('a new fee year is one edit in the editor, on the fees page within seconds, and the file still passes the build\'s check', async ({ page }) => {
  await openEditor(page, '/keystatic/singleton/fees');
  const year = page.getByLabel('School year');
  await year.fill('2027-28');
  const before = fileHash('content/fees.yaml');
  const savedAt = await saveForRestart(page);
  await savedWhole('content/fees.yaml', before);
  const fees = readFees(root);
  expect(fees.year).toBe('2027-28');
  expect(fees.bands).toEqual(readFees(ROOT).bands);
  expect(YAML.parse(fs.readFileSync(path.join(root, 'content/fees.yaml'), 'utf8')).year).toBe('2027-28');
  await seenOnSite('/generalinfo', '2027-28', savedAt);
});

/** The editor's list of what is missing and content:status, after a save or a refusal: each answers, in words. */
async function statusAnswers(request: import('@playwright/test').APIRequestContext) {
  const missing = await request.get(`${EDITOR_SITE}/keystatic/missing`);
  expect(missing.status()).toBe(200);
  expect(await missing.text()).toContain('What the site still needs');
  const status = spawnSync(process.execPath, ['scripts/content-status.mjs', root], { cwd: ROOT, env: { ...process.env, ...E2E.env, CONTENT_OVERLAY_DIR: '' }, encoding: 'utf8' });
  expect(status.status, status.stderr).toBe(0);
  expect(status.stdout).toMatch(/^content: /);
}

test('an item set to Office with "Confirmed by" left empty is refused at Save with what to mend, and nothing is written', async ({ page, request }) => {
  const before = fileHash('content/school.yaml');
  await openEditor(page, '/keystatic/singleton/school');
  const email = await supplyItem(page, "The school's e-mail address", '');
  await email.getByLabel('E-mail').fill('office@example.org');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Not saved, nothing was written\. The school's details › The school's e-mail address › Confirmed by: say who confirmed it and when/)).toBeVisible();
  expect(fileHash('content/school.yaml')).toBe(before);
  await statusAnswers(request);
});

test('a HEIC photo is refused with what to do as it is chosen; a 16 MB phone photo of 4032 by 3024 is made a sensible size and saved under its own name', async ({ page, request }) => {
  test.setTimeout(180_000);
  await openEditor(page, '/keystatic/singleton/photos');
  const group = await supplyItem(page, PHOTO_GROUP_WORDS['student-council'], "Principal's office, 2026-12-01");
  await group.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  const choose = async (name: string, mimeType: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /Choose file|Replace/ }).first().click();
    await (await chooser).setFiles({ name, mimeType, buffer });
  };
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic'), Buffer.alloc(256)]);
  await choose('IMG_2041.heic', 'image/heic', heic);
  await expect(dialog.getByRole('alert')).toContainText('HEIC photo, which most browsers cannot show. Save it as JPEG');
  // A phone's photo: 4032 by 3024, grain over gradients, about 16 MB as it came.
  const [width, height] = [4032, 3024];
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < width * height; at += 1) {
    const [x, y, grain] = [at % width, Math.floor(at / width), Math.floor(Math.random() * 256)];
    pixels.set([((x * 200) / width + grain) & 255, ((y * 200) / height + grain) & 255, (((x + y) * 100) / (width + height) + grain) & 255], at * 3);
  }
  const photo = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
  expect(photo.length).toBeGreaterThan(15 * 1024 * 1024);
  await choose('Council Investiture.jpg', 'image/jpeg', photo);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel('What it shows').fill('The student council on the stage');
  await dialog.getByRole('button', { name: 'Add' }).click();
  const before = fileHash('content/photos.yaml');
  const savedAt = await saveForRestart(page);
  await savedWhole('content/photos.yaml', before);
  const [saved] = readPhotoGroups(root)['student-council']!.items!;
  expect(saved!.file).toMatch(/^\/images\/office\/student-council\/council-investiture-[0-9a-f]{8}\.jpg$/);
  expect(Math.max(saved!.width, saved!.height)).toBe(2400);
  expect(fs.statSync(path.join(root, 'public', saved!.file)).size).toBeLessThan(4 * 1024 * 1024);
  await seenOnSite('/student-council', 'The student council on the stage', savedAt);
  await statusAnswers(request);
});

test('a page titled "Open Day 2027", two paragraphs and its own photo, made in the editor: saved at the address the editor makes, which the build reads', async ({ page, request }) => {
  await openEditor(page, '/keystatic/collection/pages/create', 'Create');
  await page.getByLabel('Title').fill('Open Day 2027');
  await page.getByLabel('Description').fill('When families may visit the school, and what they see there.');
  await page.getByLabel('Who wrote these words').fill('Admissions office, 2026-12-02');
  const dialogs = page.getByRole('dialog');
  // The dialog on top adds what it holds with its own Add, its last (the first adds to a list inside it), and closes.
  const addFromTop = async () => {
    const open = await dialogs.count();
    await dialogs.last().getByRole('button', { name: 'Add', exact: true }).last().click();
    await expect(dialogs).toHaveCount(open - 1);
  };
  const addBlock = async (kind: string) => {
    await dialogs.first().getByRole('button', { name: 'Add' }).first().click();
    await page.getByRole('menuitem', { name: kind }).click();
    await expect(dialogs).toHaveCount(2);
    return dialogs.last();
  };
  await page.getByRole('button', { name: 'Add' }).first().click();
  for (const words of ['Families are welcome from nine.', 'Please bring a photo identity card.']) {
    await (await addBlock('Paragraph')).getByLabel('Paragraph').fill(words);
    await addFromTop();
  }
  const photos = await addBlock("This page's own photos");
  await photos.getByRole('button', { name: 'Add' }).first().click();
  await expect(dialogs).toHaveCount(3);
  const photo = dialogs.last();
  const chooser = page.waitForEvent('filechooser');
  await photo.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: 'Open Day Hall.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(ROOT, 'e2e/public/images/clubs/dance-club.jpg')) });
  // Taken once the editor has read and sized it: a Remove button stands beside Choose file then.
  await expect(photo.getByRole('button', { name: 'Remove', exact: true })).toBeVisible({ timeout: 20_000 });
  await photo.getByLabel('What it shows').fill('Families in the school hall on the open day');
  await addFromTop();
  await addFromTop();
  await addFromTop();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved at' })).toContainText('shown once the site has built itself again');
  // The build's own reader and check, on the file the editor wrote.
  await waitFor(async () => readPages(root).some((each) => each.path === '/open-day-2027' && each.sections[0]?.blocks.length === 3), 'the new page written whole');
  const blocks = readPages(root).find((each) => each.path === '/open-day-2027')!.sections[0]!.blocks;
  expect(blocks.slice(0, 2)).toEqual([{ discriminant: 'paragraph', value: 'Families are welcome from nine.' }, { discriminant: 'paragraph', value: 'Please bring a photo identity card.' }]);
  const [own] = (blocks[2] as { discriminant: string; value: { photos: { file: string }[] } }).value.photos;
  // Its photo is the page's own, kept under the office's file name, and its size is read from the file.
  expect(own).toMatchObject({ alt: 'Families in the school hall on the open day', file: expect.stringMatching(/^\/images\/office\/pages\/open-day-2027\/open-day-hall-[0-9a-f]{8}\.jpg$/), width: expect.any(Number) });
  expect(fs.existsSync(path.join(root, 'public', own!.file))).toBe(true);
  await statusAnswers(request);
});

test('an address the build refuses is refused at Save, and nothing is written', async ({ request }) => {
  const open = { title: 'Open Day', description: 'When families may visit the school.', source: 'The school office', sections: [{ blocks: [{ discriminant: 'paragraph', value: 'Families are welcome from nine.' }] }] };
  const update = { additions: [{ path: 'content/pages/open_day.yaml', contents: Buffer.from(YAML.stringify(open)).toString('base64url') }], deletions: [] };
  const refused = await request.post(`${EDITOR_SITE}/api/keystatic/update`, { headers: { 'no-cors': '1', 'content-type': 'application/json', origin: EDITOR_SITE }, data: update });
  expect(refused.status()).toBe(422);
  expect(await refused.text()).toMatch(/address "open_day" must be letters and digits/);
  expect(fs.existsSync(path.join(root, 'content/pages/open_day.yaml'))).toBe(false);
  await statusAnswers(request);
});

test('a file broken by hand: the editor, its list and content:status say what to mend in words, and the public page keeps what it showed', async ({ page, request }) => {
  const clubs = path.join(root, 'content/pages/clubs.yaml');
  const before = fs.readFileSync(clubs);
  const shown = await (await fetch(`${EDITOR_SITE}/clubs`)).text();
  fs.writeFileSync(clubs, 'title: Clubs\nsections: [\n');
  try {
    await page.goto(`${EDITOR_SITE}/keystatic/missing`);
    await expect(page.getByRole('heading', { name: 'First, mend what stops the site being built' })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toContainText('The page at /clubs could not be read back');
    await page.goto(`${EDITOR_SITE}/keystatic`);
    await expect(page.getByRole('link', { name: 'What the site still needs: first, a file to mend' })).toBeVisible();
    const status = spawnSync(process.execPath, ['scripts/content-status.mjs', root], { cwd: ROOT, env: { ...process.env, ...E2E.env, CONTENT_OVERLAY_DIR: '' }, encoding: 'utf8' });
    expect(status.status).toBe(1);
    expect(status.stderr).toMatch(/^content: the site cannot be built from content\/ until this is mended/);
    const now = await fetch(`${EDITOR_SITE}/clubs`);
    expect(now.status).toBe(200);
    expect(await now.text()).toContain(CLUB_REPORT);
    expect(shown).toContain(CLUB_REPORT);
  } finally {
    fs.writeFileSync(clubs, before);
  }
  await statusAnswers(request);
});

test('the production site without editor settings answers 404 at the editor and its API, and writes nothing', async ({ request }) => {
  const before = fs.readFileSync(path.join(ROOT, 'content/school.yaml'));
  expect((await request.get('/keystatic')).status()).toBe(404);
  expect((await request.get('/keystatic/singleton/school')).status()).toBe(404);
  expect((await request.get('/keystatic/missing')).status()).toBe(404);
  expect((await request.get('/api/keystatic/tree', { headers: { 'no-cors': '1' } })).status()).toBe(404);
  const update = { additions: [{ path: 'content/school.yaml', contents: Buffer.from('phone: {source: pending}\n').toString('base64url') }], deletions: [] };
  const save = await request.post('/api/keystatic/update', { headers: { 'no-cors': '1', 'content-type': 'application/json', origin: E2E.siteUrl }, data: update });
  expect([404, 405, 413]).toContain(save.status());
  expect(fs.readFileSync(path.join(ROOT, 'content/school.yaml')).equals(before)).toBe(true);
});
