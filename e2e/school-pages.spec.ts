import { expect, test, type Page } from './test';
import { ARTICLES, holdsNothingOfTheSchool, nothingYetOf } from '../lib/content/pages';
import { expectNoAxeViolations } from './a11y';
import { FEE_YEAR } from '../lib/content/fees';
import { readPages, wordsAreTheSpecs } from '../lib/content/office';
import { pendingSentence } from '../lib/content/school';
import type { Block } from '../lib/content/types';
import { blockText } from '../lib/content/blocks';

/**
 * What a parent must find on each page: the spec's facts, numbers and labels, checked where the page's file
 * says its words are the spec's (its `source`); the site's own pages (accessibility, privacy) always.
 */
const KEY_FACTS: Record<string, (string | RegExp)[]> = {
  '/OurSchool': ['2002', '69 students', '161 computers and laptops', 'over 8500 books', 'seats 200'],
  '/our-vision-mission': ['Our Vision', 'Our Mission', 'Discipline', 'Jubilant students'],
  '/our-vision': [],
  '/accessibility': ['WCAG) 2.2 at level AA', 'Skip to main content', 'Report a problem', 'please tell us on the Report a problem page'],
  '/privacy': ['Digital Personal Data Protection Act, 2023', 'Admission enquiry', 'Job application', 'Withdrawal of consent', 'Report a problem', "to the school's content service, run by", 'at most 37 days in all', 'Data Protection Board of India'],
  '/our-mission': ['Discipline', 'Academic excellence with leadership', 'Psychomotor skills and sportsmanship', 'Life skills', 'Holistic citizens', 'Jubilant students'],
  '/our-staff': ['Secondary', 'Primary', 'Pre-Primary'],
  '/EPTA': ['EPTA Minutes', 'EPTA Circular', 'EPTA Notice', 'SL.No', 'Date', 'Title', 'Download'],
  '/code-of-conduct': ['more than 3 late marks is sent home', '3 pink cards can lead to suspension'],
  '/pedagogy': [],
  '/academics': [],
  '/curriculum': ['ICSE', 'Hindi is compulsory', 'Computer education is compulsory from Senior KG', 'Assessment pattern'],
  '/examination': ['Examination schedule', 'Examination pattern', '35% per subject per term', '80 marks', '20 marks'],
  '/leave-absence': ['more than 3 days requires written notice to the principal', 'month of unauthorised absence'],
  '/rtoparents': [],
  '/school-timings': ['8:30', '11:45', '12:45', '13:40', '16:00', 'Saturday', '9:00', '14:00', '8:00 AM to 8:00 PM'],
  '/clubs': ['Interact Club report', 'Health and Wellness Club'],
  '/house': ['Red House', 'Green House', 'Blue House', 'Yellow House'],
  '/generalinfo': [
    `Fee structure ${FEE_YEAR}`,
    // The spec's figures while content/fees.yaml holds the spec's year; the office's own after that.
    ...(FEE_YEAR === '2024-25'
      ? ['5,347', '5,692', '6,049', '6,460', '74,858', '79,688', '84,686', '90,440', 'Due by 30 June', 'Due by 31 October', 'Due by 28 February', '26,735', '21,388', '5% when the full fee is paid before 30.06.2024', '3,743']
      : []),
  ],
  '/infrastructure': ['Labs', 'Library', 'Play Area', 'Auditorium', 'Class Room', 'AV Technology', 'Multi Activity Room', 'Art Room'],
  '/schoolterms': ['Admission', 'Withdrawal', "One month's notice", 'Examinations', 'Conduct', 'begins in June'],
  '/schooltransport': [],
  '/student-council': [],
  '/result': ['ICSE result', 'ICSE Result (PDF)'],

  '/sport-academy': ['Football', 'Basketball', 'Skating', 'Karate', 'Athletics'],
  '/faculty': [],
  '/parent-portal-guidelines': ['registered mobile number', 'SMS', 'instalment', 'payment gateway', 'Install the mobile app', '8:00 AM to 8:00 PM'],
  '/erp-software': [],
};

const PHOTO_COUNTS: Record<string, number> = {
  '/clubs': 14,
  '/student-council': 4,
  '/academics': 3,
  '/sport-academy': 5,
  '/schooltransport': 2,
  '/erp-software': 3,
  '/result': 1,
};

/** The pages whose file says its words are the spec's: the office may replace them with its own. */
const SPEC_WORDED = new Set(readPages().filter((page) => wordsAreTheSpecs(page.source)).map((page) => page.path));
const OFFICE_FILES = new Set(readPages().map((page) => page.path));

/** Figures without their thousands' commas: a table shows 5,347 where the search reads 5347. */
const digits = (text: string) => text.replace(/(\d),(?=\d{3})/g, '$1');

const everyBlock = (blocks: Block[]): Block[] => blocks.flatMap((block) => (block.kind === 'tabs' ? [block, ...everyBlock(block.tabs.flatMap((tab) => tab.blocks))] : [block]));

async function mainText(page: Page) {
  return (await page.getByRole('main').textContent())?.replace(/\s+/g, ' ') ?? '';
}

/** The site's own pages, and those whose file says its words are the spec's: the spec's facts must show. */
const SPEC_PAGES = ARTICLES.map((article) => article.path).filter((path) => !OFFICE_FILES.has(path) || SPEC_WORDED.has(path));

// A page the office adds with its own words needs nothing here: its file is checked against the page below.
test("every page whose words are the spec's has its key facts listed here, and every page listed is the site's", () => {
  for (const path of SPEC_PAGES) expect(Object.keys(KEY_FACTS), path).toContain(path);
  for (const path of Object.keys(KEY_FACTS)) expect(ARTICLES.map((article) => article.path)).toContain(path);
});

for (const article of ARTICLES) {
  test(`${article.path}: title, banner, breadcrumb, facts and no axe violations`, async ({ reusedPage: page }) => {
    const response = await page.goto(article.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${article.title} | KVNS`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByRole('link', { name: 'School entry page' })).toHaveAttribute('href', '/');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/landing');
    await expect(breadcrumb).toContainText(article.title);

    // Hidden tab panels hold text too, so read the whole main region's text.
    const text = await mainText(page);
    // Whatever the page's file holds now, as the build read it: its headings, every word of its blocks, and
    // each pending item's sentence whole.
    const blocks = everyBlock(article.sections.flatMap((section) => section.blocks));
    if (holdsNothingOfTheSchool(article)) {
      // A page with nothing of the school's yet says so once: each item it will hold, and how to ask meanwhile.
      expect(text).toContain('The school office has not published this page yet.');
      for (const what of nothingYetOf(article).pending) expect(text).toContain(what);
      await expect(page.getByRole('main').getByRole('link', { name: 'admission enquiry form' })).toHaveCount(1);
    } else {
      for (const word of digits([...article.sections.map((section) => section.heading ?? ''), ...blocks.flatMap(blockText)].join(' ')).split(/\s+/).filter(Boolean)) {
        expect(digits(text), `${article.path} shows "${word}"`).toContain(word);
      }
      for (const block of blocks) if (block.kind === 'pending') expect(text).toContain(pendingSentence(block.what));
    }
    // /generalinfo's figures are the fee file's, listed above only while it holds the spec's year.
    const specWords = SPEC_PAGES.includes(article.path) || article.path === '/generalinfo' ? KEY_FACTS[article.path] : [];
    for (const fact of specWords ?? []) {
      if (typeof fact === 'string') expect(text, `${article.path} shows "${fact}"`).toContain(fact);
      else expect(text).toMatch(fact);
    }
    const photos = PHOTO_COUNTS[article.path];
    // The banner's logo is an image too; count the page's own photos.
    if (photos !== undefined) await expect(page.locator('main img:not([alt$="logo"])')).toHaveCount(photos);
    // axe runs on every route in every-route.spec.ts.
  });
}

test('internal links, documents and images on the school pages all answer 200', async ({ reusedPage: page, request }) => {
  test.setTimeout(120_000);
  const urls = new Set<string>();
  for (const article of ARTICLES) {
    await page.goto(article.path);
    const found = await page.getByRole('main').evaluate((main) => [
      ...Array.from(main.querySelectorAll('a[href^="/"]'), (anchor) => anchor.getAttribute('href') ?? ''),
      ...Array.from(main.querySelectorAll('img'), (image) => image.currentSrc || image.src),
    ]);
    found.forEach((url) => urls.add(new URL(url, page.url()).pathname + new URL(url, page.url()).search));
  }
  expect(urls.size).toBeGreaterThan(50);
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
  }
});

test.describe('tabs by keyboard', () => {
  test('Our Staff: arrow keys switch between Secondary, Primary and Pre-Primary', async ({ reusedPage: page }) => {
    await page.goto('/our-staff');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Secondary', 'Primary', 'Pre-Primary']);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Primary', exact: true })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Primary', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('img')).toHaveAttribute('alt', /primary section teachers/);
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel').getByRole('img')).toHaveAttribute('alt', /pre-primary section teachers/);
  });

  test('EPTA: vertical tabs, each a table with a download link to a PDF', async ({ reusedPage: page, request }) => {
    await page.goto('/EPTA');
    await expect(page.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await page.getByRole('tab', { name: 'EPTA Minutes' }).focus();
    for (const name of ['EPTA Circular', 'EPTA Notice']) {
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      const table = page.getByRole('tabpanel').getByRole('table', { name });
      await expect(table.getByRole('columnheader')).toHaveText(['SL.No', 'Date', 'Title', 'Download']);
      const href = await table.getByRole('link', { name: /^Download/ }).first().getAttribute('href');
      const response = await request.get(href!);
      expect(response.headers()['content-type']).toContain('application/pdf');
    }
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'EPTA Minutes' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Infrastructure: the eight tabs of the fuller version', async ({ reusedPage: page }) => {
    await page.goto('/infrastructure');
    await expect(page.getByRole('tab')).toHaveText([
      'Labs', 'Library', 'Play Area', 'Auditorium', 'Class Room', 'AV Technology', 'Multi Activity Room', 'Art Room',
    ]);
    await page.getByRole('tab', { name: 'Labs' }).click();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Art Room' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('img')).toHaveAttribute('alt', 'Students painting in the art room');
    await expectNoAxeViolations(page);
  });
});

test('Student Council: photos open in a lightbox, arrows move, Escape closes and returns focus', async ({ reusedPage: page }) => {
  await page.goto('/student-council');
  const first = page.getByRole('link', { name: /^Open photo 1 of 4/ });
  await first.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.locator('.pswp');
  await expect(lightbox).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.pswp__counter')).toHaveText('1 / 4');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.pswp__counter')).toHaveText('2 / 4');
  await expectNoAxeViolations(page, '.pswp');
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(first).toBeFocused();
});

for (const [path, name] of [
  ['/result', /^Enlarge: ICSE result/],
  ['/erp-software', /^Enlarge: Dashboard/],
] as const) {
  test(`${path}: the image opens enlarged in a modal that closes with Escape and the close button`, async ({ reusedPage: page }) => {
    await page.goto(path);
    const opener = page.getByRole('button', { name });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('ERP software: three image modals', async ({ reusedPage: page }) => {
  await page.goto('/erp-software');
  await expect(page.getByRole('button', { name: /^Enlarge:/ })).toHaveCount(3);
});

test('Contact Us: the office hours, and what the office will publish, with no map until there is an address', async ({ reusedPage: page }) => {
  const response = await page.goto('/contact-us');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Contact Us | KVNS');
  const details = page.getByRole('region', { name: 'Contact details' });
  await expect(details).toContainText('Monday to Friday: 8:30 to 16:00');
  await expect(details).toContainText("The school office will publish the school's phone number");
  await expect(details.getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('Contact Us has no axe violations', async ({ reusedPage: page }) => {
  await page.goto('/contact-us');
  await expectNoAxeViolations(page);
});

test('the parent portal and the ERP pages say the office will publish their addresses, and link to no placeholder', async ({ reusedPage: page }) => {
  for (const [route, portals] of [['/parent-portal-guidelines', ['the parent portal']], ['/erp-software', ['the school ERP login', 'the parent portal']]] as const) {
    await page.goto(route);
    const main = page.getByRole('main');
    for (const portal of portals) await expect(main.getByText(`The school office will publish the link to ${portal} here.`), route).toHaveCount(1);
    await expect(main.getByRole('link', { name: /^(Parent Portal|School ERP Login)/ }), route).toHaveCount(0);
  }
});
