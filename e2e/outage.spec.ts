import { expect, test, type Page } from '@playwright/test';
import { revalidationPeriodMs, setProviderFault, type FaultMode } from './provider';

/** The news titles the home page shows, as the visitor reads them. */
async function homeNews(page: Page) {
  return page.getByTestId('news').getByRole('listitem').allTextContents();
}

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await setProviderFault(request, 'ok');
});

for (const mode of ['down', 'slow', 'malformed', 'error'] satisfies FaultMode[]) {
  test(`a page keeps its last good content while the provider is ${mode} past the revalidation period`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.goto('/landing');
    const before = await homeNews(page);
    expect(before.length).toBeGreaterThan(0);

    await setProviderFault(request, mode, { delayMs: 15_000 });
    // Outlast the revalidation period twice over; each visit triggers a background refresh that fails.
    for (let visit = 0; visit < 3; visit += 1) {
      await page.waitForTimeout(revalidationPeriodMs + 500);
      const started = Date.now();
      const response = await page.goto('/landing');
      const elapsed = Date.now() - started;
      expect(response?.status()).toBe(200);
      expect(elapsed, 'a failing provider must not hold the page').toBeLessThan(3_000);
      expect(await homeNews(page)).toEqual(before);
    }
  });
}

test('content the provider changes comes through once it is back', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/landing');
  await expect(page.getByTestId('news')).toBeVisible();
  // An answer of "nothing" is a real answer: the spec's empty state replaces the list after a refresh.
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
