import { expect, test } from './test';
import { openHome } from './home';
import { PHONE_WIDTHS, sidewaysOverflow } from './phones';

for (const width of PHONE_WIDTHS) {
  test.describe(`at ${width}px`, () => {
    // The worker's page, resized before it loads anything.
    test.beforeEach(({ reusedPage }) => reusedPage.setViewportSize({ width, height: 800 }));

    test('the hero caption is whole inside its slide', async ({ reusedPage: page }) => {
      await openHome(page);
      const slide = page.getByRole('region', { name: 'Welcome' }).locator('.swiper-slide').first();
      const caption = slide.locator('h2');
      const [slideBox, captionBox] = [await slide.boundingBox(), await caption.boundingBox()];
      expect(slideBox!.width).toBeLessThanOrEqual(width);
      expect(captionBox!.x + captionBox!.width).toBeLessThanOrEqual(slideBox!.x + slideBox!.width);
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
