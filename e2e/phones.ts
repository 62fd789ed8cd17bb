import type { Page } from '@playwright/test';

/** Phones from the smallest in use to a tablet held upright. */
export const PHONE_WIDTHS = [320, 360, 390, 768];

/** How many pixels the page is wider than the viewport: 0 when nothing scrolls sideways. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
