import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Resolves once React has hydrated the page: the root layout sets `data-hydrated` on `<html>` in an
 * effect, which runs after the hydration of the whole page. Until then a click on an island may reach
 * server markup with no handler yet. Documents that are not App Router pages (XML, JSON, images) have no
 * RSC payload (`__next_f`) and resolve at once.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => !('__next_f' in self) || document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * The suite's `test`: `page.goto` and `page.reload` return once the page has hydrated, so every test acts
 * on live islands without waiting for each one itself. After a navigation by a click, call
 * `waitForHydration` before acting on the new page.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
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
