import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Resolves once React has hydrated the page: every link, button and field carries React's
 * `__reactProps$…` key. A page's scripts start after its first paint (scripts/serve.js), so a click or key
 * sent straight after the load event may reach server markup that does nothing yet. Documents that are not
 * App Router pages (XML, JSON, images) have no RSC payload (`__next_f`) and resolve at once.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (!('__next_f' in self)) return true;
    const propsOf = (node: Element) => {
      const key = Object.keys(node).find((name) => name.startsWith('__reactProps'));
      return key ? (node as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
    };
    // Markup React does not own: rich text set through dangerouslySetInnerHTML, and controls made by a
    // library (Swiper's bullets, PhotoSwipe's buttons).
    const foreign = (node: Element) => {
      if (node.closest('.swiper-pagination, .pswp')) return true;
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        const props = propsOf(parent);
        if (props) return 'dangerouslySetInnerHTML' in props;
      }
      return false;
    };
    if (!propsOf(document.body)) return false;
    const controls = document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]');
    return [...controls].every((node) => propsOf(node) !== undefined || foreign(node));
  });
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
