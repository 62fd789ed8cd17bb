import { expect, test, type Page } from './test';
import { expectNoAxeViolations } from './a11y';
import { XSS_CORPUS } from '../test/hostile';
import { E2E } from './settings.mjs';
import { FEE_YEAR } from '../lib/content/fees';

const siteSearch = (page: Page) => page.getByRole('search', { name: 'Site' });
const headerBox = (page: Page) => siteSearch(page).getByRole('combobox', { name: 'Search the site' });

test.describe('the header search box', () => {
  test('at 1280 px: results as you type, chosen by keyboard, announced, axe clean when open', async ({ reusedPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/academics');
    const box = siteSearch(page).getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toBeVisible();
    await box.focus();
    // The island arrives on first focus and makes the box a combobox.
    const combobox = headerBox(page);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await combobox.pressSequentially('fees');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list).toBeVisible();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option').first()).toContainText('General Info');
    await expect(list.getByRole('option').last()).toHaveText('All results for “fees”');
    await expect(siteSearch(page).getByRole('status')).toHaveText(/^\d+ results?, arrow keys to choose\.$/);
    await expectNoAxeViolations(page);

    // Arrows move (and wrap), Escape closes, Enter opens the chosen result.
    await page.keyboard.press('ArrowUp');
    await expect(combobox).toHaveAttribute('aria-activedescendant', /-suggestions-\d+$/);
    await expect(list.getByRole('option', { selected: true })).toHaveText('All results for “fees”');
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option', { selected: true })).toContainText('General Info');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveValue('fees');
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/generalinfo#fee-structure-${FEE_YEAR}$`));
    await expect(page.locator(`#fee-structure-${FEE_YEAR}`)).toHaveText(`Fee structure ${FEE_YEAR}`);
  });

  test('at 390 px: a Search button opens the box, focused; Enter sends the form to the results page', async ({ reusedPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/academics');
    const box = siteSearch(page).getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toBeHidden();
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect(headerBox(page)).toBeFocused();
    const viewport = page.viewportSize()!;
    const bounds = (await headerBox(page).boundingBox())!;
    expect(bounds.x).toBeGreaterThanOrEqual(0);
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(viewport.width);
    await page.keyboard.type('bus');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=bus$/);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('School Transport');
  });
});

test('words typed while the suggestions are on their way are answered without another key', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/academics');
  await page.waitForLoadState('load');
  // Every script asked for from now on (the suggestions' island) takes 800 ms: a slow phone's network.
  await page.route(/\/_next\/static\/chunks\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const box = siteSearch(page).getByRole('searchbox', { name: 'Search the site' });
  await box.focus();
  await page.keyboard.type('fees');
  await expect(box).not.toHaveAttribute('role', 'combobox');
  await expect(headerBox(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
  await expect(headerBox(page)).toHaveValue('fees');
});

test.describe('the results page, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('answers a question with links, places, dates and marked words', async ({ page }) => {
    await page.goto('/search?q=nursery+fees');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue('nursery fees');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results for “nursery fees”/);
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveText(`General Info: Fee structure ${FEE_YEAR}`);
    await expect(first.getByRole('link')).toHaveAttribute('href', `/generalinfo#fee-structure-${FEE_YEAR}`);
    await expect(first.locator('mark').first()).toHaveText(/^fee/i);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // Provider items carry their listing and date.
    await page.goto('/search?q=circular+vacation');
    const circular = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: 'Diwali vacation schedule' });
    await expect(circular.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(circular.getByRole('link')).toHaveAttribute('href', /^\/circulars#year=\d{4}$/);
  });

  test('a search with no results says so, offers the closest words and the contact page', async ({ page }) => {
    await page.goto('/search?q=lbrery');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('No results for “lbrery”.');
    await expect(main.getByRole('link', { name: 'library' })).toHaveAttribute('href', '/search?q=library');
    await page.goto('/search?q=qwzxv');
    await expect(main.getByRole('status')).toHaveText('No results for “qwzxv”.');
    await expect(main.getByRole('link', { name: 'ask the school office' })).toHaveAttribute('href', '/contact-us');
  });

  test('what is typed is shown as text, and cut to 200 characters', async ({ page }) => {
    for (const attack of XSS_CORPUS.slice(0, 6)) {
      await page.goto(`/search?q=${encodeURIComponent(attack)}`);
      await expect(page.getByRole('main').getByRole('status')).toContainText(`for “${attack.replace(/\s+/g, ' ').trim()}”`);
      expect(await page.locator('main script, main [onerror], main [onload], main iframe, main object').count()).toBe(0);
    }
    await page.goto(`/search?q=${'a'.repeat(300)}`);
    await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue('a'.repeat(200));
  });
});

test('/api/search answers JSON, cached like a page, for any query', async ({ request }) => {
  const response = await request.get('/api/search?q=admision');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  const outcome = await response.json();
  expect(outcome.query).toBe('admision');
  expect(outcome.results[0]).toMatchObject({ url: '/schoolterms#admission', section: 'Admission' });
  for (const query of [...XSS_CORPUS, '%', '\u0000', 'a'.repeat(5000), '"'.repeat(300)]) {
    const answer = await request.get(`/api/search?${new URLSearchParams({ q: query })}`);
    expect(answer.status(), query).toBe(200);
    expect((await answer.json()).query.length).toBeLessThanOrEqual(200);
  }
  expect((await request.post('/api/search?q=fees')).status()).toBe(405);
});

test('a results page may be kept by a CDN like a page: it depends on its query alone', async ({ request }) => {
  const response = await request.get('/search?q=fees');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
});

test('a results page asked for again shows the same results, and each answer carries its own request id', async ({ request }) => {
  const address = `/search?${new URLSearchParams({ q: `bus timings ${Date.now()}` })}`;
  const first = await request.get(address, { headers: { 'x-request-id': 'first-visitor' } });
  const again = await request.get(address, { headers: { 'x-request-id': 'second-visitor' } });
  expect(first.headers()['x-request-id']).toBe('first-visitor');
  expect(again.headers()['x-request-id']).toBe('second-visitor');
  const results = async (response: typeof first) => [...(await response.text()).matchAll(/<h2[^>]*><a[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  expect((await results(first)).length).toBeGreaterThan(0);
  expect(await results(again)).toEqual(await results(first));
});

test('browsers and search engines are told about the search: OpenSearch on every page, a SearchAction on the home page', async ({ reusedPage: page, request }) => {
  for (const path of ['/landing', '/generalinfo', '/news']) {
    await page.goto(path);
    await expect(page.locator('head link[rel="search"]')).toHaveAttribute('href', '/opensearch.xml');
  }
  const description = await request.get('/opensearch.xml');
  expect(description.headers()['content-type']).toContain('application/opensearchdescription+xml');
  expect(await description.text()).toContain(`template="${E2E.siteUrl}/search?q={searchTerms}"`);

  await page.goto('/landing');
  const blocks = await Promise.all((await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)));
  const website = blocks.find((block) => block['@type'] === 'WebSite');
  expect(website.potentialAction).toMatchObject({
    '@type': 'SearchAction',
    target: { urlTemplate: `${E2E.siteUrl}/search?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  });
});
