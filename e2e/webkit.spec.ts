import { expect, test } from './test';
import { webkitAvailable, webkitSession } from './webkit';
import { E2E } from './settings.mjs';

/** Escape, as WebDriver's key actions name it. */
const ESCAPE = '\uE00C';

// iPhone 8 and X stop at iOS 16, whose Safari has no Popover API: WebKit with it switched off.
test.describe('an old iPhone: WebKit without popovers', () => {
  test.skip(!webkitAvailable() && !process.env.CI, 'WebKitWebDriver, MiniBrowser and xvfb-run are not installed (.ci/run installs them)');

  test('the header fits the screen, and Menu opens, shows and closes the whole list', async () => {
    test.setTimeout(60_000);
    // MiniBrowser's window is no narrower than its toolbar: about 447 px, a large phone's width.
    const browser = await webkitSession({ width: 390, height: 844, features: '-PopoverAttribute' });
    try {
      await browser.open(`${E2E.siteUrl}/news`);
      expect(await browser.run<boolean>("return 'popover' in HTMLElement.prototype")).toBe(false);
      const layout = () => browser.run<{ screen: number; page: number; listShown: boolean; listRight: number; expanded: string | null }>(`
        const list = document.querySelector('nav[aria-label="Main"] ul');
        const box = list.getBoundingClientRect();
        return { screen: innerWidth, page: document.documentElement.scrollWidth, listShown: box.height > 0, listRight: box.right,
          expanded: document.querySelector('nav[aria-label="Main"] button').getAttribute('aria-expanded') };`);
      // Hydrated: Menu holds the list.
      await expect.poll(async () => (await layout()).expanded, { timeout: 15_000 }).toBe('false');
      const closed = await layout();
      expect(closed.page).toBeLessThanOrEqual(closed.screen);
      expect(closed.listShown).toBe(false);
      await browser.click('nav[aria-label="Main"] button');
      const open = await layout();
      expect(open).toMatchObject({ listShown: true, expanded: 'true' });
      expect(open.listRight).toBeLessThanOrEqual(open.screen);
      expect(open.page).toBeLessThanOrEqual(open.screen);
      // Every link of the menu can be reached: a group opens in place.
      await browser.click('nav[aria-label="Main"] details summary');
      expect(await browser.run<number>("return document.querySelector('nav[aria-label=\"Main\"] details[open] ul').getBoundingClientRect().height")).toBeGreaterThan(0);
      await browser.keys(ESCAPE);
      await browser.keys(ESCAPE);
      expect((await layout()).listShown).toBe(false);
      expect(await browser.run<string>('return document.activeElement.textContent')).toContain('Menu');
    } finally {
      await browser.close();
    }
  });
});

/**
 * Journeys families take, in WebKit as Safari draws them (with the Popover API), at a phone's width
 * (MiniBrowser's narrowest window, 447 px) and a desktop's.
 */
test.describe('WebKit journeys', () => {
  test.skip(!webkitAvailable() && !process.env.CI, 'WebKitWebDriver, MiniBrowser and xvfb-run are not installed (.ci/run installs them)');
  test.describe.configure({ mode: 'serial' });

  const hydrated = "return document.querySelector('nav[aria-label=\"Main\"]') !== null && document.readyState === 'complete'";

  test('phone: the menu, a listing\'s Load More, the album viewer and the enquiry form\'s messages', async () => {
    test.setTimeout(90_000);
    const browser = await webkitSession({ width: 390, height: 844 });
    try {
      // The menu: a popover under the header, a group opens in place, Escape closes.
      await browser.open(`${E2E.siteUrl}/generalinfo`);
      await browser.until(hydrated);
      await browser.click('nav[aria-label="Main"] button');
      await browser.until("return document.querySelector('nav[aria-label=\"Main\"] ul').matches(':popover-open')");
      await browser.click('nav[aria-label="Main"] details summary');
      await browser.until("return document.querySelector('nav[aria-label=\"Main\"] details[open] a') !== null");
      expect(await browser.run<number>('return document.documentElement.scrollWidth - innerWidth')).toBeLessThanOrEqual(0);

      // A listing: six cards, then six more.
      await browser.open(`${E2E.siteUrl}/photo-gallery`);
      await browser.until(hydrated);
      // Every card is in the page for browsers without scripts; those past the first six are hidden.
      const shownCards = "[...document.querySelectorAll('main article')].filter((card) => card.getBoundingClientRect().height > 0).length";
      expect(await browser.run<number>(`return ${shownCards}`)).toBe(6);
      await browser.until("const b = [...document.querySelectorAll('main button')].find((x) => x.textContent.trim() === 'Load More'); if (!b) return false; b.click(); return true");
      await browser.until(`return ${shownCards} === 12`);

      // The album viewer: open, next, close.
      await browser.open(`${E2E.siteUrl}/subgallery?id=g000001`);
      await browser.until(hydrated);
      await browser.click('a[aria-label^="Open photo 1 "]');
      await browser.until("return document.querySelector('.pswp')?.getAttribute('data-ready') === 'true'", 15_000);
      await browser.keys('\uE014');
      await browser.until("return /^2 \\/ /.test(document.querySelector('.pswp__counter')?.textContent ?? '')");
      await browser.keys(ESCAPE);
      await browser.until("return document.querySelector('.pswp') === null");

      // The enquiry form: an empty send gets each field's message beside it, and nothing is posted.
      await browser.open(`${E2E.siteUrl}/contact-us`);
      await browser.until(hydrated);
      await browser.until("const b = [...document.querySelectorAll('button')].find((x) => x.textContent.trim() === 'Send enquiry'); if (!b) return false; b.click(); return true");
      await browser.until("return document.querySelectorAll('[aria-invalid=\"true\"]').length >= 6");
      expect(await browser.run<string>('return document.querySelector(\'main\').textContent')).toContain('Name is required');
    } finally {
      await browser.close();
    }
  });

  test('desktop: the header search answers as you type and on Enter', async () => {
    test.setTimeout(60_000);
    const browser = await webkitSession({ width: 1280, height: 900 });
    try {
      await browser.open(`${E2E.siteUrl}/landing`);
      await browser.until(hydrated);
      await browser.type('#site-search', 'fees');
      await browser.until("return document.querySelectorAll('[role=\"option\"]').length > 0", 15_000);
      await browser.keys('\uE007');
      await browser.until("return location.pathname === '/search' && document.querySelectorAll('main ol li').length > 0", 15_000);
    } finally {
      await browser.close();
    }
  });
});
