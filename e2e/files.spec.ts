import { expect, test } from './test';
import { E2E } from './settings.mjs';
import { contentDisposition, titledFileName } from '../lib/provider/files';

const providerHost = new URL(E2E.providerUrl).host;

test('documents and photos are served from the site\'s own address: type, name and ranges', async ({ reusedPage: page, request }) => {
  await page.goto('/circulars');
  const row = page.getByRole('table', { name: 'Circulars' }).getByRole('row').filter({ has: page.getByRole('link', { name: /^Download/ }) }).first();
  const href = (await row.getByRole('link', { name: /^Download/ }).getAttribute('href'))!;
  // The link is named after its circular: "Download <title> (opens in a new tab)".
  const title = ((await row.getByRole('link', { name: /^Download/ }).textContent()) ?? '').replace(/^Download\s*/, '').replace(/\s*\(opens in a new tab\)$/, '');
  expect(href).toMatch(/^\/files\/circulars\/[\w.-]+\.pdf$/);
  const whole = await request.get(href);
  expect(whole.status()).toBe(200);
  expect(whole.headers()['content-type']).toBe('application/pdf');
  // Saved under the circular's title, not the provider's file name.
  expect(whole.headers()['content-disposition']).toBe(contentDisposition(titledFileName(title, 'pdf')!, true));
  expect(whole.headers()['content-disposition']).not.toContain(href.split('/').pop());
  expect(whole.headers()['accept-ranges']).toBe('bytes');
  const bytes = await whole.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const part = await request.get(href, { headers: { range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 0-99/${bytes.length}`);
  expect((await part.body()).equals(bytes.subarray(0, 100))).toBe(true);
  expect((await request.get(href, { headers: { range: `bytes=${bytes.length}-` } })).status()).toBe(416);
});

test('no page sends the visitor to the provider: its links, photos and documents are the site\'s', async ({ request }) => {
  for (const path of ['/circulars', '/newsletter', '/news', '/photo-gallery', '/our-accolades', '/toppers', '/landing']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain(providerHost);
    expect(html, path).toContain('/files/');
  }
});

test('a file the provider\'s lists do not name, or a trick, is the site\'s 404 page inside its header and footer', async ({ request }) => {
  for (const path of ['/files/circulars/no-such-circular.pdf', '/files/gallery/missing-photo.jpg', '/files/a.svg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('<h1>Page not found</h1>');
    expect(html, path).toContain('Skip to main content');
  }
  // A path that climbs above the site's root is refused by nginx before Next reads it.
  const climbing = await request.get('/files/..%2F..%2Fetc/passwd');
  expect([400, 404], 'a path above the root').toContain(climbing.status());
  expect(await climbing.text()).not.toContain('root:');
});

test('without scripts, a photo opens from the site\'s address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/photo-gallery');
  await page.getByRole('link', { name: /^View All/ }).first().click();
  const photo = page.getByRole('link', { name: /^Open photo/ }).first();
  const href = (await photo.getAttribute('href'))!;
  expect(href).toMatch(/^\/files\/gallery\//);
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  await context.close();
});
