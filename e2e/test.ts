import { test as base, devices, type Page } from '@playwright/test';
import { E2E } from './settings.mjs';

export * from '@playwright/test';

const DESKTOP = devices['Desktop Chrome'];

/**
 * Resolves once React has hydrated the page: the root layout sets `data-hydrated` on `<html>` in an
 * effect, which runs after the hydration of the whole page. Until then a click on an island may reach
 * server markup with no handler yet. Documents that load no script of the build (XML, JSON, images, the
 * script-free splash) never hydrate, and resolve at once.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('script[src*="/_next/static/"]'),
  );
}

/** Makes `page.goto` and `page.reload` return once the page has hydrated. */
function hydratingNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/**
 * The suite's `test`: `page.goto` and `page.reload` return once the page has hydrated, so every test acts
 * on live islands without waiting for each one itself. After a navigation by a click, call
 * `waitForHydration` before acting on the new page.
 *
 * `reusedPage` is a desktop page a worker keeps from test to test, for suites whose tests need no
 * browser settings of their own: a fresh browser context costs its first page about three times the
 * processor time of the next page (an empty cache: every script fetched and compiled again). The site
 * keeps nothing in the browser (no cookies, no storage), so one test's visit cannot change another's.
 */
export const test = base.extend<{ page: Page; reusedPage: Page }, { workerPage: Page }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    // Without scripts nothing hydrates: the page is what the server sent.
    await provide(javaScriptEnabled === false ? page : hydratingNavigation(page));
  },
  workerPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ ...DESKTOP, baseURL: E2E.siteUrl });
      await provide(hydratingNavigation(await context.newPage()));
      await context.close();
    },
    { scope: 'worker' },
  ],
  reusedPage: async ({ workerPage }, provide) => {
    // Reset before each test: the size and the pointer (a hover pauses carousels).
    await workerPage.setViewportSize(DESKTOP.viewport);
    await workerPage.mouse.move(0, 0);
    await provide(workerPage);
    // Dropped after it: the listeners and intercepted requests it added, also when it failed midway.
    await workerPage.removeAllListeners('console');
    await workerPage.removeAllListeners('pageerror');
    await workerPage.unrouteAll({ behavior: 'ignoreErrors' });
  },
});
