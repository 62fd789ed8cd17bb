// The suite's full school (E2E_SCHOOL=full: every detail supplied, every page filled, a page of its own;
// scripts/full-school.ts): what the office supplied is shown where a family looks for it, and nothing
// says it is still to be published. Values are read from the content the site was built from, never typed here.
import { expect, test } from './test';
import { SITE_ROUTES } from '../lib/http/siteRoutes';
import { readFees, readOfficeFacts, readPage } from '../lib/content/office';
import { E2E } from './settings.mjs';

const facts = readOfficeFacts();
const bodyText = async (path: string) => {
  const response = await fetch(`${E2E.siteUrl}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
};

test.describe.configure({ mode: 'parallel' });

test('the full school is what this run was built from: every detail supplied', () => {
  expect(E2E.fullSchool).toBe(true);
  for (const [name, value] of Object.entries(facts)) expect(value, name).not.toBeNull();
});

test('the contact page gives the phone, the e-mail address and the postal address; every page names the school in full', async () => {
  const contact = await bodyText('/contact-us');
  expect(contact).toContain(facts.phone!);
  expect(contact).toContain(facts.email!);
  expect(contact).toContain(facts.address!.street);
  expect(contact).toContain(facts.address!.postalCode);
  for (const path of ['/landing', '/news', '/generalinfo']) expect(await bodyText(path), path).toContain(facts.fullName!);
});

test("no page says the office will publish something: every item and page is the office's", async () => {
  test.setTimeout(120_000);
  const said: string[] = [];
  for (const route of SITE_ROUTES.filter((each) => each !== '/subgallery')) {
    if (/The school office will publish/.test(await bodyText(route))) said.push(route);
  }
  expect(said).toEqual([]);
});

test('the career page names each open post, and says when the school answers an application', async () => {
  const career = await bodyText('/career');
  for (const { post, details } of facts.openPosts!) {
    expect(career).toContain(post);
    if (details) expect(career).toContain(details);
  }
  expect(career).toContain(`The school answers within ${facts.answersFormsWithin}.`);
});

test("the home page's Online Registration link says what it is, in the office's words", async ({ page }) => {
  await page.goto('/landing');
  const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
  await expect(quickLinks.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Online Registration/ }) })).toContainText(facts.onlineRegistration!);
});

test("this year's fees stand on the fees page, each band's instalments with them", async () => {
  const fees = readFees();
  const page = await bodyText('/generalinfo');
  expect(page).toContain(fees.year);
  for (const band of fees.bands) for (const amount of band.instalments ?? []) expect(page).toContain(amount.toLocaleString('en-IN'));
});

test('the page the office added answers at its address with its paragraphs, its photos and its document', async ({ page, request }) => {
  const file = readPage('open-day-2027')!;
  await page.goto('/open-day-2027');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(file.title);
  for (const block of file.sections.flatMap((section) => section.blocks)) {
    if (block.discriminant === 'paragraph') await expect(page.getByText(block.value)).toBeVisible();
  }
  await expect(page.locator('main img').first()).toBeVisible();
  const download = page.getByRole('link', { name: /The programme of the Open Day/ });
  await expect(download).toBeVisible();
  expect((await request.get((await download.getAttribute('href'))!)).headers()['content-type']).toMatch(/pdf/);
});
