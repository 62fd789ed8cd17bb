import { expect, test, type Page } from './test';
import { field, fillEnquiry, REFERENCE_LINE, submissionsFor, uniqueEmail } from './forms';
import { QUEUED_NOTE } from '../lib/forms/messages';
import { openHome } from './home';
import { EMPTY_STATES, expireAllContent, PROVIDER_ROUTES, revalidationPeriodMs, setProviderFault, type FaultMode } from './provider';
import { renderPdf } from '../demo-provider/files.mjs';
import { readSettings } from '../lib/server/settings';
import { E2E } from './settings.mjs';

/** The site's settings as the e2e server reads them. */
const SITE_SETTINGS = readSettings({ ...process.env, ...E2E.env });

/** The news titles the home page shows, as the visitor reads them. */
async function homeNews(page: Page) {
  return page.getByTestId('news').getByRole('listitem').allTextContents();
}

test.describe.configure({ mode: 'serial' });


test.afterEach(async ({ request }) => {
  await setProviderFault(request, 'ok');
});

/** 'slow' last: its refresh ends only at the provider timeout, so the visit after it waits that much longer. */
const PAGE_FAULTS = ['down', 'malformed', 'broken', 'error', 'slow'] satisfies FaultMode[];

test(`a page keeps its last good content while the provider is ${PAGE_FAULTS.join(', ')} past the revalidation period`, async ({ reusedPage: page, request }) => {
  test.setTimeout(90_000);
  await openHome(page);
  const before = await homeNews(page);
  expect(before.length).toBeGreaterThan(0);
  // A visit past the revalidation period is served the cached page and refreshes it in the background, with
  // the provider failing in the visit's mode; the next visit, a period later, is served what that refresh
  // made, and starts the next mode's refresh.
  for (const [visit, mode] of [...PAGE_FAULTS, 'ok' as const].entries()) {
    const afterSlow = PAGE_FAULTS[visit - 1] === 'slow' ? SITE_SETTINGS.providerTimeoutMs : 0;
    await page.waitForTimeout(revalidationPeriodMs + 500 + afterSlow);
    await setProviderFault(request, mode, { delayMs: 15_000 });
    const response = await openHome(page);
    expect(response?.status(), `visit in mode ${mode}`).toBe(200);
    // Served from the cache, so the failing provider did not hold the answer.
    expect(response?.headers()['x-nextjs-cache'], 'a failing provider must not hold the page').toMatch(/^(HIT|STALE)$/);
    expect(await homeNews(page), visit === 0 ? 'the cached page' : `after a refresh with the provider ${PAGE_FAULTS[visit - 1]}`).toEqual(before);
  }
});

test('a document served once stays available while the provider is down', async ({ reusedPage: page, request }) => {
  await page.goto('/circulars');
  const href = (await page.getByRole('table', { name: 'Circulars' }).getByRole('link', { name: /^Download/ }).first().getAttribute('href'))!;
  const before = await (await request.get(href)).body();
  await setProviderFault(request, 'down');
  await page.waitForTimeout(revalidationPeriodMs + 500);
  for (let visit = 0; visit < 2; visit += 1) {
    const during = await request.get(href);
    expect(during.status()).toBe(200);
    expect((await during.body()).equals(before)).toBe(true);
  }
});

test('content the provider changes comes through once it is back', async ({ reusedPage: page, request }) => {
  test.setTimeout(60_000);
  await openHome(page);
  await expect(page.getByTestId('news')).toBeVisible();
  // An answer of "nothing" is a real answer: the page's empty state replaces the list after a refresh.
  await setProviderFault(request, 'empty');
  await expect
    .poll(
      async () => {
        await page.waitForTimeout(revalidationPeriodMs);
        await page.goto('/landing');
        return page.getByText('No news available').isVisible();
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  await setProviderFault(request, 'ok');
  await expect
    .poll(
      async () => {
        await page.waitForTimeout(revalidationPeriodMs);
        await page.goto('/landing');
        return page.getByTestId('news').isVisible();
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
});

// 'broken' answers status:false, HTML and malformed envelopes in turn.
for (const mode of ['down', 'broken'] satisfies FaultMode[]) {
  test(`the ticker's refresh and an event's calendar file keep their last good answer while the provider is ${mode}`, async ({ reusedPage: page, request }) => {
    test.setTimeout(60_000);
    await page.goto('/schoolevents');
    const calendarFile = (await page.getByRole('link', { name: /^Add to calendar/ }).first().getAttribute('href'))!;
    // An earlier test left the provider answering "nothing" for a while: the first call after it may
    // answer that (stale while it refreshes), the next the provider's content.
    let goodHighlights: { highlights: unknown[] } = { highlights: [] };
    await expect
      .poll(async () => {
        goodHighlights = await (await request.get('/api/highlights')).json();
        return goodHighlights.highlights.length;
      })
      .toBeGreaterThan(0);
    const goodEvent = await (await request.get(calendarFile)).text();
    expect(goodEvent).toContain('BEGIN:VEVENT');

    await setProviderFault(request, mode);
    // Past the revalidation period twice over: each call asks the provider again, and it fails.
    for (let round = 0; round < 2; round += 1) {
      await page.waitForTimeout(revalidationPeriodMs + 500);
      const highlights = await request.get('/api/highlights');
      expect(highlights.status(), '/api/highlights').toBe(200);
      expect(await highlights.json()).toEqual(goodHighlights);
      const event = await request.get(calendarFile);
      expect(event.status(), calendarFile).toBe(200);
      // The same event; only the stamp of when the file was made may differ.
      expect((await event.text()).replace(/DTSTAMP:.*/g, '')).toBe(goodEvent.replace(/DTSTAMP:.*/g, ''));
    }
  });
}

/** The first photo album's address and title, as the photo gallery links to it. */
async function albumRoute(page: Page): Promise<[string, string]> {
  await page.goto('/photo-gallery');
  const href = (await page.getByRole('link', { name: /^View All/ }).first().getAttribute('href'))!;
  await page.goto(href);
  return [href, (await page.getByRole('heading', { level: 1 }).textContent())!];
}

for (const mode of ['down', 'broken'] satisfies FaultMode[]) {
  // What the server answers is the point here, so each page is asked for over HTTP, not drawn in a browser.
  test(`every provider-driven page keeps its content, quickly, while the provider is ${mode}`, async ({ reusedPage: page, request }) => {
    test.setTimeout(120_000);
    // Every page holds good content before the outage, not what it cached during the previous test's faults.
    await expireAllContent(request);
    const routes = [...PROVIDER_ROUTES, await albumRoute(page)];
    for (const [route, text] of routes) expect(await (await request.get(route)).text(), route).toContain(text);
    await setProviderFault(request, mode);
    await page.waitForTimeout(revalidationPeriodMs + 500);
    // The first request starts a background refresh that fails; the second shows what is served after it.
    for (let round = 0; round < 2; round += 1) {
      for (const [route, text] of routes) {
        const response = await request.get(route);
        expect(response.status(), route).toBe(200);
        expect(response.headers()['x-nextjs-cache'], `${route} answers from the cache, without waiting for the provider`).toMatch(/^(HIT|STALE)$/);
        expect(await response.text(), route).toContain(text);
      }
    }
  });
}

test('when the provider answers with nothing, each page shows its empty state, then content again', async ({ reusedPage: page, request }) => {
  // The webhook tells the site each time, so each page's next visit shows what the provider answers now.
  const shows = async (route: string, text: string) => {
    await page.goto(route);
    await expect(page.getByRole('main'), route).toContainText(text);
  };
  await setProviderFault(request, 'empty');
  await expireAllContent(request);
  for (const [route, text] of EMPTY_STATES) await shows(route, text);
  await setProviderFault(request, 'ok');
  await expireAllContent(request);
  for (const [route] of EMPTY_STATES) await shows(route, PROVIDER_ROUTES.find(([candidate]) => candidate === route)![1]);
});

test.describe('forms when the provider fails', () => {
  test('enquiry: the parent is thanked with a reference and told it will follow; back, the school receives it once', async ({ reusedPage: page, request }) => {
    await setProviderFault(request, 'error', { match: '/api/form/' });
    const email = uniqueEmail('outage');
    await page.goto('/contact-us');
    await fillEnquiry(page, email);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText('Thank you for contacting us!');
    await expect(status).toContainText(REFERENCE_LINE);
    await expect(status).toContainText(QUEUED_NOTE);
    const reference = REFERENCE_LINE.exec((await status.textContent()) ?? '')![1];
    expect(await submissionsFor(request, email)).toEqual([]);

    await setProviderFault(request, 'ok');
    await expect.poll(async () => (await submissionsFor(request, email)).length, { timeout: 20_000 }).toBe(1);
    // The first attempt was answered 500: the provider may have kept it, so the copy sent after says so.
    expect((await submissionsFor(request, email))[0]?.fields.message).toMatch(new RegExp(`Reference: ${reference} \\(sent again: [^)]+\\)$`));
  });

  test('enquiry: when the site itself cannot be reached, a clear message, and everything typed stays', async ({ reusedPage: page }) => {
    await page.route('**/api/enquiry', (route) => route.abort('connectionreset'));
    await page.goto('/contact-us');
    await fillEnquiry(page, uniqueEmail('offline'));
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('We could not send your enquiry. Nothing was lost: please check your connection and try again.');
    await expect(field(page, 'Name')).toHaveValue('Asha Rao');
    await expect(field(page, 'Message')).toHaveValue('Please share the admission process.');
    await expect(page.getByLabel('Female')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  });

  test('career: the provider down, the applicant is thanked and told it will follow; the site unreachable, the failure message, and the details and file stay', async ({ reusedPage: page, request }) => {
    await setProviderFault(request, 'down', { match: '/api/form/' });
    const fill = async (email: string) => {
      await field(page, 'Name').fill('Ravi Kumar');
      await field(page, 'Email').fill(email);
      await field(page, 'Phone').fill('9123456780');
      await field(page, 'Your CV or application').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: renderPdf('Curriculum Vitae') });
    };
    await page.goto('/career');
    await fill(uniqueEmail('career-outage'));
    await page.getByRole('button', { name: 'Submit application' }).click();
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText('Your form was submitted successfully. Thank you for contacting us!');
    await expect(status).toContainText(QUEUED_NOTE);

    await page.route('**/api/career', (route) => route.abort('connectionreset'));
    await fill(uniqueEmail('career-offline'));
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('There was an error submitting the form. Please try again.');
    await expect(field(page, 'Name')).toHaveValue('Ravi Kumar');
    await expect(field(page, 'Your CV or application')).toHaveValue(/cv\.pdf$/);
  });
});
