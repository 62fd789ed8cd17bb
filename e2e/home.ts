import { expect, type Page } from './test';

/** The demo provider's notification, which the home page shows on every load. */
export const DEMO_NOTIFICATION = 'Admissions open';

/**
 * Closes the home page's notification pop-up once it has opened, with Escape: a click would leave the
 * mouse over the hero, which holds the carousel still.
 */
export async function closeNotification(page: Page) {
  const dialog = page.getByRole('dialog', { name: DEMO_NOTIFICATION });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The dialog's close event, which puts focus back at the top of the page, may run a moment later:
  // wait for it, so it cannot take focus from what the test does next.
  await expect.poll(() => page.evaluate(() => document.activeElement === document.body && document.body.hasAttribute('tabindex'))).toBe(true);
}

/** Opens the home page and closes its pop-up, for tests about what lies behind it. */
export async function openHome(page: Page) {
  const response = await page.goto('/landing');
  await closeNotification(page);
  return response;
}

/**
 * How many times the page recalculated style while `wait` ran: a page that asks for a frame 60 times a
 * second adds ~120 in 2 s, one that sits still adds none.
 */
export async function styleRecalcsDuring(page: Page, wait: () => Promise<void>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const count = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'RecalcStyleCount')!.value;
  const before = await count();
  await wait();
  const recalcs = (await count()) - before;
  await cdp.detach();
  return recalcs;
}
