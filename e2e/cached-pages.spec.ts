import { expect } from '@playwright/test';
import { test } from './test';
import { cachedRouteKinds, expectVisitorQueryKeptOut } from './cachedPages';
import { E2E } from './settings.mjs';

test('a query a visitor adds never reaches a cached page served to others, on each kind of cached page', async () => {
  for (const route of await cachedRouteKinds(E2E.siteUrl)) {
    await expectVisitorQueryKeptOut(route, { renderer: E2E.siteUrl, readers: [E2E.siteUrl], secret: E2E.env.REVALIDATE_SECRET });
  }
});

test('the pages the site draws hold no character past Latin-1 of its own, so each stays a one-byte string', async () => {
  // One such character makes the whole page a two-byte string, which Next hashes for its ETag and writes
  // at about three quarters of the rate (docs/performance.md); the demo's content is Latin-1 on these pages.
  for (const route of [...(await cachedRouteKinds(E2E.siteUrl)), '/news', '/Prospectus', '/generalinfo']) {
    const html = await (await fetch(`${E2E.siteUrl}${route}`)).text();
    const wide = [...new Set([...html].filter((character) => character.codePointAt(0)! > 0xff))];
    expect(wide, route).toEqual([]);
  }
});
