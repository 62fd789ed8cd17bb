import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element: right after `goto` a button may still be server markup,
 * and a key pressed on it then does nothing. React marks the DOM nodes it owns with `__reactProps$…`.
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), {
      message: 'the island hydrates',
    })
    .toBe(true);
}
