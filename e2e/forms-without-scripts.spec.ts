import { test as plain, type Page, type Request } from '@playwright/test';
import { expect, test } from './test';
import { confirmUnusualAge, field, fillEnquiry, REFERENCE_LINE, submissionsFor as sentTo, uniqueEmail } from './forms';
import { pdfOfSize, renderPdf } from '../demo-provider/files.mjs';
import { E2E } from './settings.mjs';

/**
 * The forms post to the server whether or not their scripts run: with JavaScript off, and before the
 * page's scripts have arrived on a slow line. No field ever appears in an address, in any mode.
 */
const FIELD_NAMES = ['name', 'email', 'phone', 'date', 'gender', 'location', 'address', 'class', 'messageTitle', 'message', 'guardian', 'ageConfirmed', 'attachments', 'website'];

/** Every request the page makes, to look for fields in addresses afterwards. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

function expectNoFieldInAnyUrl(requests: Request[], typed: string[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const url = new URL(request.url());
    for (const key of url.searchParams.keys()) expect(FIELD_NAMES, `${request.method()} ${url}`).not.toContain(key);
    for (const value of typed) {
      expect(decodeURIComponent(url.href.replace(/\+/g, ' ')), `${request.method()} ${url}`).not.toContain(value);
    }
  }
}

/** The form's own post: a POST to the page itself. */
const formPosts = (requests: Request[], path: string) => requests.filter((request) => request.method() === 'POST' && new URL(request.url()).pathname === path);

async function referenceShown(page: Page): Promise<string> {
  const status = page.getByRole('status').filter({ hasText: REFERENCE_LINE });
  await expect(status).toBeVisible();
  return REFERENCE_LINE.exec((await status.textContent()) ?? '')![1]!;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the enquiry: errors come back beside their fields with what was typed; fixed, it is sent with a reference', async ({ page, request }) => {
    const requests = recordRequests(page);
    const email = uniqueEmail('nojs');
    await page.goto('/contact-us');
    const form = page.locator('form[aria-labelledby="enquiry-title"]');
    await expect(form).toHaveAttribute('method', /^post$/i);
    await expect(form).toHaveAttribute('action', '/contact-us');

    await field(page, 'Name').fill('Asha Rao');
    await field(page, 'Email').fill('asha@example');
    await field(page, 'Phone').fill('98765');
    await page.getByRole('button', { name: 'Send enquiry' }).click();

    await expect(field(page, 'Email')).toHaveAccessibleDescription(/Invalid email address/);
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Email')).toBeFocused();
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(/Phone number must be 10 digits/);
    for (const [label, message] of [
      ['Date of Birth', 'Date of Birth is required'],
      ['Present School', 'Present School is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ]) {
      await expect(field(page, label!)).toHaveAccessibleDescription(new RegExp(message!));
    }
    await expect(page.getByText('Gender is required')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('Asha Rao');
    await expect(field(page, 'Email')).toHaveValue('asha@example');
    await expect(field(page, 'Phone')).toHaveValue('98765');
    expect(await sentTo(request, 'asha@example')).toEqual([]);

    await fillEnquiry(page, email);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you for contacting us!');
    // A page that loads with the thank-you puts focus on it, so a screen reader reads it first.
    await expect(page.getByRole('status').locator('[tabindex="-1"]')).toBeFocused();
    const reference = await referenceShown(page);
    const [sent] = await sentTo(request, email);
    expect(sent).toMatchObject({ kind: 'Admission', fields: { name: 'Asha Rao', class: 'Class 1', schoolcode: 'KVNS', message: `Please share the admission process.\n\nThe sender declared that they are the child's parent or lawful guardian.\nReference: ${reference}` } });

    expect(formPosts(requests, '/contact-us')).toHaveLength(2);
    expectNoFieldInAnyUrl(requests, ['Asha Rao', email, '9876543210', '2019-04-12', 'Little Stars Nursery', 'Admission for Class 1']);
  });

  test('an 8-year-old for Playgroup is asked about, with what was typed kept, then sent when the parent confirms', async ({ page, request }) => {
    await confirmUnusualAge(page, request, uniqueEmail('nojs-age'));
  });

  test('the career form: messages beside the fields and a word to choose the file again; then sent with its file and a reference', async ({ page, request }) => {
    const requests = recordRequests(page);
    const email = uniqueEmail('nojs-career');
    await page.goto('/career');
    const form = page.locator('form[aria-labelledby="career-title"]');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await expect(form).toHaveAttribute('action', '/career');

    const pdf = renderPdf('Curriculum Vitae');
    await field(page, 'Name').fill('Ravi Kumar');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone').fill('91234');
    await field(page, 'Your CV or application').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Submit application' }).click();

    await expect(field(page, 'Phone')).toHaveAccessibleDescription(/Phone number must be 10 digits/);
    await expect(field(page, 'Phone')).toBeFocused();
    await expect(field(page, 'Name')).toHaveValue('Ravi Kumar');
    await expect(field(page, 'Your CV or application')).toHaveAccessibleDescription(/Please choose your file again\./);

    await field(page, 'Phone').fill('9123456780');
    await field(page, 'Your CV or application').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('status')).toContainText('Your form was submitted successfully. Thank you for contacting us!');
    const reference = await referenceShown(page);
    const [sent] = await sentTo(request, email);
    expect(sent).toMatchObject({ kind: 'inquiry', fields: { name: 'Ravi Kumar', phone: '9123456780', schoolcode: 'KVNS', reference } });
    expect(sent?.files).toEqual([expect.objectContaining({ name: `${reference}-cv.pdf` })]);

    expectNoFieldInAnyUrl(requests, ['Ravi Kumar', email, '9123456780']);
  });
});

test.describe('with JavaScript off, a file over the limit', () => {
  test.use({ javaScriptEnabled: false });

  for (const [label, megabytes, page_] of [
    ['a little over: the message beside the file, what was typed kept', 5.5, '/career'],
    ['far over, too large to read: the career page again with the message', 9, '/career/file-too-large'],
  ] as const) {
    test(label, async ({ page, request }) => {
      const email = uniqueEmail('big');
      await page.goto('/career');
      await field(page, 'Name').fill('Ravi Kumar');
      await field(page, 'Email').fill(email);
      await field(page, 'Phone').fill('9123456780');
      const big = pdfOfSize(megabytes * 1024 * 1024);
      await field(page, 'Your CV or application').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: big });
      await page.getByRole('button', { name: 'Submit application' }).click();
      await expect(page).toHaveURL(new RegExp(`${page_}$`));
      await expect(field(page, 'Your CV or application')).toHaveAccessibleDescription(/The file must be 5 MB or smaller\./);
      await expect(field(page, 'Your CV or application')).toBeFocused();
      await expect(field(page, 'Name')).toHaveValue(page_ === '/career' ? 'Ravi Kumar' : '');
      expect(await sentTo(request, email)).toEqual([]);
    });
  }
});

// The page's scripts held back, as on a slow line: the form is on screen, and the visitor submits it.
plain('before the scripts arrive, the enquiry posts to the server and is sent; no field in any address', async ({ page, request }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  const requests = recordRequests(page);
  const email = uniqueEmail('early');
  await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await fillEnquiry(page, email);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you for contacting us!');
  await referenceShown(page);
  expect(await sentTo(request, email)).toHaveLength(1);
  expect(formPosts(requests, '/contact-us')).toHaveLength(1);
  expectNoFieldInAnyUrl(requests, ['Asha Rao', email, '9876543210', 'Little Stars Nursery']);
  release();
});

test('with scripts, the enquiry is sent in place to /api/enquiry, the thank-you carries a reference, and no field is in any address', async ({ page, request }) => {
  const requests = recordRequests(page);
  const email = uniqueEmail('scripted');
  await page.goto('/contact-us');
  await fillEnquiry(page, email);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const reference = await referenceShown(page);
  expect(formPosts(requests, '/contact-us')).toEqual([]);
  expect(requests.filter((sent) => sent.method() === 'POST').map((sent) => new URL(sent.url()).pathname)).toEqual(['/api/enquiry']);
  expect((await sentTo(request, email))[0]?.fields.message).toMatch(new RegExp(`Reference: ${reference}$`));
  expectNoFieldInAnyUrl(requests, ['Asha Rao', email, '9876543210', 'Little Stars Nursery']);
});

test('a Server Action call with a body React would never send is answered 400, not a server error', async ({ request }) => {
  const page = await (await request.get('/contact-us')).text();
  const actionId = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(page)?.[1];
  expect(actionId).toBeTruthy();
  const origin = E2E.siteUrl;
  for (const contentType of ['text/plain;charset=UTF-8', 'multipart/form-data; boundary=kvns']) {
    const answer = await request.post('/contact-us', { headers: { 'next-action': actionId!, origin, 'content-type': contentType }, data: '{{{{' });
    expect(answer.status(), contentType).toBe(400);
  }
});

test.describe('a page of an earlier build', () => {
  test.use({ javaScriptEnabled: false });

  test('its enquiry names a Server Action this build does not have: nginx sends it on, and it is sent with a reference, never lost to a 409', async ({ page, request }) => {
    const email = uniqueEmail('earlier-build');
    await page.goto('/contact-us');
    await fillEnquiry(page, email);
    // A page of an earlier build is this page but for its actions' ids, which each build draws anew.
    let sentFromEarlierBuild = false;
    await page.route('**/contact-us', async (route) => {
      const body = route.request().postDataBuffer();
      if (route.request().method() !== 'POST' || !body) return route.continue();
      const earlier = body.toString('latin1').replace(/"id":"([0-9a-f]{42})"/, (_whole, id: string) => `"id":"${[...id].reverse().join('')}"`);
      sentFromEarlierBuild = earlier !== body.toString('latin1');
      await route.continue({ postData: Buffer.from(earlier, 'latin1') });
    });
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    expect(sentFromEarlierBuild).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for contacting us!');
    const reference = REFERENCE_LINE.exec((await page.locator('main').textContent()) ?? '')?.[1];
    expect(reference).toMatch(/^KVNS-/);
    await expect.poll(async () => (await sentTo(request, email)).length).toBe(1);
  });
});
