import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 A and AA rules; 2.2 adds the target-size check. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page, include?: string) {
  // Legacy mode runs axe in the page itself. The default mode finishes each run in a new blank page (a
  // renderer process started per check, about twice the time of the check) so that it can merge results
  // from cross-origin frames; the site's pages have none until a visitor asks for the map.
  let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}
