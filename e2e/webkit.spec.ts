import { expect, test } from './test';
import { KEYS } from './engines';
import { webkitAvailable, webkitSession } from './webkit';
import { E2E } from './settings.mjs';


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
      await browser.keys(KEYS.escape);
      await browser.keys(KEYS.escape);
      expect((await layout()).listShown).toBe(false);
      expect(await browser.run<string>('return document.activeElement.textContent')).toContain('Menu');
    } finally {
      await browser.close();
    }
  });
});
