import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

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

/**
 * The suite's `test`: `page.goto` and `page.reload` return once the page has hydrated, so every test acts
 * on live islands without waiting for each one itself. After a navigation by a click, call
 * `waitForHydration` before acting on the new page.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    // Without scripts nothing hydrates: the page is what the server sent.
    if (javaScriptEnabled === false) return provide(page);
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
    await provide(page);
  },
});
