import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withOverlay } from '@/test/overlay';
import { ITEM_NAMES, officeFactsOf, readOfficeFacts } from './office';

const ITEMS = Object.keys(ITEM_NAMES);
const ALL_PENDING = Object.fromEntries(ITEMS.map((item) => [item, { source: 'pending' }]));

test('the content file as the repository holds it: every item the site knows, each named for the office', () => {
  // Not which are pending today: the office fills them in its own time.
  const facts = readOfficeFacts();
  expect(Object.keys(facts).sort()).toEqual([...ITEMS].sort());
  expect(Object.values(ITEM_NAMES).every((what) => what.length > 0)).toBe(true);
});

test('the school is called by its code, never a name of ours, until the office gives its full name', () => {
  const { SCHOOL } = jest.requireActual<typeof import('./school')>('./school.ts');
  expect(SCHOOL.name).toBe(readOfficeFacts().fullName ?? 'KVNS');
  expect(officeFactsOf({ ...ALL_PENDING, fullName: { source: 'pending', value: 'A Name Someone Guessed' } }).fullName).toBeNull();
  expect(officeFactsOf({ ...ALL_PENDING, fullName: { source: 'office', value: 'The Full Name', confirmed: 'Office, 2026-12-01' } }).fullName).toBe('The Full Name');
});

test('an item the office supplies is used once it says who confirmed it; a pending one is null whatever value it holds', () => {
  const facts = officeFactsOf({ ...ALL_PENDING, phone: { source: 'office', value: '+91 22 1234 5678', confirmed: 'Office, 2026-12-01' }, email: { source: 'pending', value: 'guess@example.org' } });
  expect(facts.phone).toBe('+91 22 1234 5678');
  expect(facts.email).toBeNull();
});

test.each<[string, object, RegExp]>([
  ['a phone that is not one', { phone: { source: 'office', value: 'call us', confirmed: 'x' } }, /^content\/school\.yaml: phone\.value: must be a phone number/],
  ['a value nobody confirmed', { email: { source: 'office', value: 'office@school.example' } }, /^content\/school\.yaml: email\.confirmed: say who confirmed it and when/],
  ['a portal that is not https', { parentPortal: { source: 'office', value: 'http://portal.example', confirmed: 'x' } }, /parentPortal\.value: must be a full address starting with https:\/\//],
  ['a source the site does not know', { erpPortal: { source: 'maybe' } }, /erpPortal\.source: must be one of/],
  ['an item the site does not know', { fax: { source: 'pending' } }, /has items the site does not know: fax/],
])('%s stops the build, naming the file and the field', (_case, change, message) => {
  expect(() => officeFactsOf({ ...ALL_PENDING, ...change })).toThrow(message);
});

test('CONTENT_OVERLAY_DIR replaces the items its files hold and leaves the rest as content/ has them', () => {
  const { readPhotoGroups } = jest.requireActual<typeof import('./office')>('./office.ts');
  const ownFacts = withOverlay(undefined, () => readOfficeFacts());
  const ownPhotos = withOverlay(undefined, () => readPhotoGroups());
  const overlay = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-test-overlay-'));
  fs.writeFileSync(path.join(overlay, 'school.yaml'), 'phone:\n  source: office\n  value: "+91 22 1111 2222"\n  confirmed: "The test"\n');
  fs.writeFileSync(path.join(overlay, 'photos.yaml'), 'clubs:\n  what: the photos of the clubs\n  source: pending\n');
  try {
    withOverlay(overlay, () => {
      const { phone, ...rest } = readOfficeFacts();
      expect(phone).toBe('+91 22 1111 2222');
      const { phone: _own, ...ownRest } = ownFacts;
      expect(rest).toEqual(ownRest);
      const { clubs, ...otherGroups } = readPhotoGroups();
      expect(clubs).toEqual({ what: 'the photos of the clubs', items: null });
      const { clubs: _ownClubs, ...ownOtherGroups } = ownPhotos;
      expect(otherGroups).toEqual(ownOtherGroups);
    });
  } finally {
    fs.rmSync(overlay, { recursive: true, force: true });
  }
  expect(withOverlay(undefined, () => readOfficeFacts())).toEqual(ownFacts);
});

describe('a page file', () => {
  const { pageOf } = jest.requireActual<typeof import('./office')>('./office.ts');
  const page = (blocks: unknown[]) => ({ title: 'Clubs', description: "The school's clubs, and the Interact Club's report.", source: 'spec', sections: [{ blocks }] });
  const tab = (label: string, blocks: unknown[]) => ({ label, blocks });

  test('holds the blocks the site draws, each a kind and its value, as the editor writes them; its address is its file name', () => {
    const checked = pageOf(
      page([
        { discriminant: 'paragraph', value: 'Text.' },
        { discriminant: 'photos', value: { group: 'clubs', open: 'lightbox', columns: '4' } },
        { discriminant: 'tabs', value: { label: 'T', items: [tab('A', [{ discriminant: 'pending', value: 'a' }]), tab('B', [{ discriminant: 'rules', value: ['lateMarks'] }])] } },
      ]),
      'content/pages/clubs.yaml',
    );
    expect(checked.path).toBe('/clubs');
    expect(checked.sections[0]!.blocks).toHaveLength(3);
    expect(checked.sections[0]!.blocks[1]).toEqual({ discriminant: 'photos', value: { group: 'clubs', open: 'lightbox', columns: '4' } });
  });

  test.each<[string, unknown[], RegExp]>([
    ['a block the site does not know', [{ discriminant: 'banner', value: 'x' }], /^content\/pages\/clubs\.yaml: sections\[0\]\.blocks\[0\]\.discriminant: must be one of: paragraph, list/],
    ['a photo group content/photos.yaml does not hold', [{ discriminant: 'photos', value: { group: 'club' } }], /sections\[0\]\.blocks\[0\]\.value\.group: must be one of the groups on the Photos screen/],
    ['an option its kind does not take', [{ discriminant: 'paragraph', value: 'x', colour: 'red' }], /a block holds only discriminant and value, not: colour/],
    ['a rule content/rules.yaml does not hold', [{ discriminant: 'rules', value: ['lateMark'] }], /value\[0\]: must be one of the rules on the Rules screen/],
    ['a link that leaves the site', [{ discriminant: 'see-also', value: [{ text: 'x', href: 'https://example.org' }] }], /href: must be a path of this site/],
    ['tabs inside tabs with a bad block', [{ discriminant: 'tabs', value: { label: 'T', items: [tab('A', [{ discriminant: 'photos', value: { group: 'nope' } }]), tab('B', [{ discriminant: 'pending', value: 'b' }])] } }], /items\[0\]\.blocks\[0\]\.value\.group: must be one of the groups/],
  ])('with %s stops the build, naming the file and the field', (_case, blocks, message) => {
    expect(() => pageOf(page(blocks), 'content/pages/clubs.yaml')).toThrow(message);
  });

  test('a file whose name is no address stops the build', () => {
    expect(() => pageOf(page([{ discriminant: 'paragraph', value: 'x' }]), 'content/pages/clubs 2.yaml')).toThrow(/a page's file name is its address/);
  });
});

test('content:status lists the school items most important first, each with what to type', () => {
  const { ITEM_FORMATS, pendingItems } = jest.requireActual<typeof import('./office')>('./office.ts');
  const order = Object.keys(ITEM_FORMATS);
  expect(order.slice(0, 2)).toEqual(['fullName', 'grievanceOfficer']);
  expect([...order].sort()).toEqual([...ITEMS].sort());
  const school = pendingItems().filter(({ file }) => file === 'content/school.yaml');
  expect(school.map(({ item }) => item)).toEqual(order.filter((name) => school.some(({ item }) => item === name)));
  for (const entry of school) expect(entry).toHaveProperty('format', ITEM_FORMATS[entry.item as keyof typeof ITEM_FORMATS]);
});

test("a video's poster size is read from its file when the editor leaves it out; a poster that is no picture stops the build, naming the item", async () => {
  const { readVideoGroups } = jest.requireActual<typeof import('./office')>('./office.ts');
  const sharp = (await import('sharp')).default;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-videos-'));
  try {
    fs.mkdirSync(path.join(root, 'content'));
    fs.mkdirSync(path.join(root, 'public', 'media'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public', 'media', 'tour.jpg'), await sharp({ create: { width: 640, height: 360, channels: 3, background: '#12355b' } }).jpeg().toBuffer());
    const file = (poster: string) =>
      fs.writeFileSync(path.join(root, 'content', 'videos.yaml'), `campus-tour:\n  what: a tour\n  source: office\n  confirmed: test\n  items:\n    - { title: Tour, mp4: /media/tour.mp4, poster: ${poster} }\n`);
    file('/media/tour.jpg');
    expect(readVideoGroups(root)['campus-tour']!.items).toEqual([{ title: 'Tour', mp4: '/media/tour.mp4', poster: '/media/tour.jpg', width: 640, height: 360 }]);
    file('/media/missing.jpg');
    expect(() => readVideoGroups(root)).toThrow(/^content\/videos\.yaml: campus-tour\.items\[0\]: \/media\/missing\.jpg is not a JPEG, PNG, GIF or WebP picture under public\//);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

describe('the prospectus beside the fees', () => {
  const { prospectusBehindFees } = jest.requireActual<typeof import('./office')>('./office.ts');
  const band = (monthlyTuition: number, annualTotal: number) => ({ id: 'primary' as const, label: 'Primary', classes: 'Std I to IV', monthlyTuition, annualTotal });
  const pages = [{ title: 'Tuition 2031-32', lines: ['Monthly, in rupees: Primary 6100', 'Annual 73200'] }];

  test('pages holding the fee year and every figure are up to date; a new year or a changed figure leaves them behind', () => {
    expect(prospectusBehindFees(pages, { year: '2031-32', bands: [band(6100, 73200)] })).toBe(false);
    expect(prospectusBehindFees(pages, { year: '2032-33', bands: [band(6100, 73200)] })).toBe(true);
    expect(prospectusBehindFees(pages, { year: '2031-32', bands: [band(6200, 73200)] })).toBe(true);
    // A figure is a whole number on the page, not part of a longer one.
    expect(prospectusBehindFees(pages, { year: '2031-32', bands: [band(610, 73200)] })).toBe(true);
  });
});

test("a page only CONTENT_OVERLAY_DIR holds (the suite's full school) is one of the school's pages, read as it is", () => {
  const { readPage, readPages } = jest.requireActual<typeof import('./office')>('./office.ts');
  const overlay = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-test-overlay-'));
  fs.mkdirSync(path.join(overlay, 'pages'));
  const page = { title: 'Open Day 2027', description: 'The Open Day for families, and what they will see.', source: 'The test', sections: [{ blocks: [{ discriminant: 'paragraph', value: 'Come and see.' }] }] };
  fs.writeFileSync(path.join(overlay, 'pages', 'open-day-2027.yaml'), JSON.stringify(page));
  expect(withOverlay(undefined, () => readPage('open-day-2027'))).toBeNull();
  try {
    withOverlay(overlay, () => {
      expect(readPages().map((each) => each.path)).toContain('/open-day-2027');
      expect(readPage('open-day-2027')).toMatchObject({ path: '/open-day-2027', title: 'Open Day 2027', sections: page.sections });
    });
  } finally {
    fs.rmSync(overlay, { recursive: true, force: true });
  }
});

test("no file the editor saves holds a comment: a save would drop it, so what a field means is said in its description", () => {
  const files = [...fs.readdirSync('content').filter((name) => name.endsWith('.yaml')).map((name) => `content/${name}`), ...fs.readdirSync('content/pages').map((name) => `content/pages/${name}`)];
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) expect({ file, comments: fs.readFileSync(file, 'utf8').split('\n').filter((line) => /^\s*#/.test(line)) }).toEqual({ file, comments: [] });
});
