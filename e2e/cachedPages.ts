import { expect } from '@playwright/test';
import { CONTENT_NAMES } from '../lib/provider/contentNames';

/** What a visitor adds to an address, which must never reach a page someone else receives. */
export const VISITOR_SECRET = 'SECRET-42';

/** One route of each kind the page cache regenerates: article, listing, home, testimonials, album. */
export async function cachedRouteKinds(origin: string): Promise<string[]> {
  const listing = await (await fetch(`${origin}/photo-gallery`)).text();
  const albumId = /subgallery\?id=([\w-]+)/.exec(listing)?.[1];
  expect(albumId, 'an album on the photo gallery').toBeTruthy();
  return ['/our-vision', '/circulars', '/landing', '/testimonials', `/subgallery?id=${albumId}`, `/subgallery/${albumId}`];
}

const withSecret = (route: string) => `${route}${route.includes('?') ? '&' : '?'}token=${VISITOR_SECRET}&utm_source=${VISITOR_SECRET}`;

/**
 * Expires every cached page (the webhook), has `renderer` regenerate `route` asked for at an address carrying a
 * visitor's secret, then reads the page as another visitor does from each of `readers`: neither its
 * HTML nor its flight data may carry the secret.
 */
export async function expectVisitorQueryKeptOut(route: string, { renderer, readers, secret }: { renderer: string; readers: string[]; secret: string }) {
  const revalidated = await fetch(`${renderer}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: CONTENT_NAMES }),
  });
  expect(revalidated.status).toBe(204);
  // nginx drops the query (proxy.ts, on Vercel, sends the browser to the address without it): the visitor gets the page (or, for an album
  // the listings no longer hold, the no-album page it is sent to), regenerated now from the address without it.
  const landed = await fetch(`${renderer}${withSecret(route)}`);
  expect(landed.status, `${route} with a visitor's query`).toBe(200);
  expect(await landed.text()).not.toContain(VISITOR_SECRET);
  for (const reader of readers) {
    await expect
      .poll(async () => {
        const html = await (await fetch(`${reader}${route}`)).text();
        const flight = await (await fetch(`${reader}${route}`, { headers: { RSC: '1' } })).text();
        return [html.includes(VISITOR_SECRET), flight.includes(VISITOR_SECRET)];
      }, { message: `${route} read from ${reader}`, timeout: 3000 })
      .toEqual([false, false]);
  }
}
