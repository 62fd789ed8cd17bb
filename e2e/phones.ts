import type { Page } from '@playwright/test';

/** Phones from the smallest in use to a tablet held upright; 640 and 320 are also a 1280 px screen zoomed to 200% and 400%. */
export const PHONE_WIDTHS = [320, 360, 390, 640, 768];

/** How many pixels the page is wider than the viewport: 0 when nothing scrolls sideways. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
