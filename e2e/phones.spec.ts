import { expect, test } from './test';
import { DEMO_NOTIFICATION, openHome } from './home';
import { PHONE_WIDTHS, sidewaysOverflow } from './phones';
import { largeTextFaults } from './journeys';

for (const width of PHONE_WIDTHS) {
  test.describe(`at ${width}px`, () => {
    // The worker's page, resized before it loads anything.
    test.beforeEach(({ reusedPage }) => reusedPage.setViewportSize({ width, height: 800 }));

    test('the hero caption is whole inside its slide', async ({ reusedPage: page }) => {
      await openHome(page);
      const slide = page.getByRole('region', { name: 'Welcome' }).locator('.swiper-slide').first();
      const caption = slide.locator('h2');
      const [slideBox, captionBox] = [await slide.boundingBox(), await caption.boundingBox()];
      // Boxes are measured in fractions of a pixel (640.00002 for a 640 px slide): within half a pixel is within.
      expect(slideBox!.width).toBeLessThanOrEqual(width + 0.5);
      expect(captionBox!.x + captionBox!.width).toBeLessThanOrEqual(slideBox!.x + slideBox!.width + 0.5);
      // The heading wraps instead of running on under the arrows.
      expect(await caption.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    });

    test('open states stay inside the screen: the menu, each tab, a modal, the lightbox', async ({ reusedPage: page }) => {
      await page.goto('/EPTA');
      if (width < 992) {
        await page.getByRole('button', { name: 'Menu' }).click();
        const list = page.getByRole('navigation', { name: 'Main' }).locator('ul[popover]');
        await expect(list).toBeVisible();
        const box = (await list.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await page.keyboard.press('Escape');
        await expect(list).toBeHidden();
      }
      const tabs = page.getByRole('tab');
      for (let index = 0; index < (await tabs.count()); index += 1) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
        expect(await sidewaysOverflow(page), `EPTA tab ${index + 1}`).toBe(0);
      }

      await page.goto('/result');
      await page.getByRole('main').getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await sidewaysOverflow(page), 'modal').toBe(0);

      await page.goto('/student-council');
      await page.getByRole('link', { name: /^Open photo 1/ }).first().click();
      await expect(page.locator('.pswp')).toHaveAttribute('data-ready', 'true');
      expect(await sidewaysOverflow(page), 'lightbox').toBe(0);
    });
  });
}

/**
 * A grandparent's phone: the browser's default text at 32 px, as a phone's largest text setting gives
 * (Chromium's Page.setFontSizes). No page is wider than the screen, and the header's Menu, Search and
 * the pop-up's Close stay on screen and work.
 */
test.describe('with the phone\'s text at its largest (32 px)', () => {
  const PAGES = ['/landing', '/contact-us', '/generalinfo', '/rtoparents', '/photo-gallery', '/news', '/schoolevents', '/site-map', '/career', '/schoolterms', '/infrastructure', '/house', '/privacy'];

  for (const width of [390, 360, 320]) {
    test(`at ${width}px nothing is wider than the screen, and Menu, Search and Close stay on it and work`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
      for (const path of PAGES) {
        await page.goto(path);
        expect(await sidewaysOverflow(page), path).toBe(0);
        // The hero's captions among them: each slide grows with its caption.
        expect(await page.evaluate(`(() => { ${largeTextFaults} })()`), path).toEqual([]);
      }

      await page.goto('/landing');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const dialog = page.getByRole('dialog', { name: DEMO_NOTIFICATION });
      const close = dialog.getByRole('button', { name: 'Close', exact: true });
      await expect(close).toBeInViewport({ ratio: 1 });
      await close.click();
      await expect(dialog).toBeHidden();

      const header = page.getByRole('banner');
      const search = header.getByRole('button', { name: 'Search' });
      await expect(search).toBeInViewport({ ratio: 1 });
      await search.click();
      // By its label: once focused, the box becomes a combobox (its island arrives on first focus).
      const box = header.getByLabel('Search the site');
      await expect(box).toBeInViewport({ ratio: 1 });
      // Wide enough to read what is typed.
      expect((await box.boundingBox())!.width).toBeGreaterThanOrEqual(width / 2);
      await box.fill('fees');
      expect(await box.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      const menu = header.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeInViewport({ ratio: 1 });
      await menu.click();
      const nav = page.getByRole('navigation', { name: 'Main' });
      // Below the header as it stands (two rows or three at this size), not as one row would be.
      const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
      expect((await nav.locator('ul[popover]').boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
      await expect(nav.getByRole('link').first()).toBeInViewport({ ratio: 1 });
      // The list scrolls within the screen: its last links are reached and followed.
      await nav.getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      // The school's phone number (once given), wherever it stands, breaks only at its spaces: no group of
      // its digits is split over two lines.
      const splitGroups = await page.evaluate(() =>
        [...document.querySelectorAll('a[href^="tel:"]')].flatMap((link) => {
          const text = link.firstChild;
          if (!(text instanceof Text)) return [];
          return [...text.data.matchAll(/[+\d]+/g)].flatMap((group) => {
            const range = document.createRange();
            range.setStart(text, group.index);
            range.setEnd(text, group.index + group[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return lines.size > 1 ? [group[0]] : [];
          });
        }),
      );
      expect(splitGroups).toEqual([]);
      await context.close();
    });
  }
});
