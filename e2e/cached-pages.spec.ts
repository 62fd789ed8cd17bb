import { test } from './test';
import { cachedRouteKinds, expectVisitorQueryKeptOut } from './cachedPages';
import { E2E } from './settings.mjs';

test('a query a visitor adds never reaches a cached page served to others, on each kind of cached page', async () => {
  for (const route of await cachedRouteKinds(E2E.siteUrl)) {
    await expectVisitorQueryKeptOut(route, { renderer: E2E.siteUrl, readers: [E2E.siteUrl], secret: E2E.env.REVALIDATE_SECRET });
  }
});
