import zlib from 'node:zlib';
import { expect, test, type Page } from './test';
import { asReturningVisitor } from './home';

/** A string each library's own code carries, minified or not. */
const LIBRARIES = { swiper: 'swiper-slide', photoswipe: 'pswp__', pageFlip: 'stf__', yup: 'is a required field' } as const;
type Library = keyof typeof LIBRARIES;

/** Which of the heavy libraries the scripts loaded so far contain. */
function watchLibraries(page: Page): () => Promise<Library[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () => {
    const scripts = await Promise.all(bodies);
    return (Object.keys(LIBRARIES) as Library[]).filter((library) => scripts.some((script) => script.includes(LIBRARIES[library])));
  };
}

test.beforeEach(async ({ page, request }) => {
  await asReturningVisitor(page, request);
});

const EXPECTED: [string, Library[]][] = [
  ['/generalinfo', []],
  ['/news', []],
  ['/contact-us', []],
  ['/landing', ['swiper']],
  ['/Prospectus', ['pageFlip']],
  ['/student-council', []],
];

for (const [route, libraries] of EXPECTED) {
  test(`${route} loads ${libraries.length ? libraries.join(' and ') : 'none of Swiper, PhotoSwipe, page-flip and yup'}`, async ({ page }) => {
    const loaded = watchLibraries(page);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    // Swiper is fetched once the page has hydrated, which may come after the network first goes quiet.
    await expect.poll(loaded).toEqual(libraries);
  });
}

test('PhotoSwipe arrives only when a photo is opened', async ({ page }) => {
  const loaded = watchLibraries(page);
  await page.goto('/student-council');
  await page.waitForLoadState('networkidle');
  expect(await loaded()).toEqual([]);
  await page.getByRole('button', { name: /^Open photo 1/ }).first().click();
  await expect(page.locator('.pswp')).toHaveAttribute('data-ready', 'true');
  expect(await loaded()).toEqual(['photoswipe']);
});

test('the forms fetch their rules (yup) on first focus, and still refuse a bad entry', async ({ page }) => {
  const forms: [string, string][] = [
    ['/contact-us', 'Send enquiry'],
    ['/career', 'Submit application'],
  ];
  for (const [route, submit] of forms) {
    const loaded = watchLibraries(page);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(await loaded(), route).toEqual([]);
    await page.getByLabel(/^Email( \*)?$/).fill('not-an-email');
    await expect.poll(loaded).toEqual(['yup']);
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
  }
});

test('every script the site serves is marked for eager compilation, and the page still hydrates', async ({ page }) => {
  const scripts: Promise<{ url: string; head: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/_next/static/chunks/')) {
      scripts.push(response.text().then((text) => ({ url: response.url(), head: text.slice(0, 40) })));
    }
  });
  const loaded = watchLibraries(page);
  await page.goto('/landing');
  // Swiper arrives after hydration, so seeing it proves the hinted framework ran.
  await expect.poll(loaded).toEqual(['swiper']);
  const heads = await Promise.all(scripts);
  expect(heads.length).toBeGreaterThan(5);
  for (const { url, head } of heads) expect(head, url).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
});

test('script chunks come brotli-compressed at the highest quality, and decode to the same bytes', async ({ page, request }) => {
  const chunks: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/_next/static/chunks/')) {
      chunks.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    }
  });
  await page.goto('/generalinfo');
  await expect.poll(() => chunks.length).toBeGreaterThan(5);
  for (const { url, encoding } of chunks) expect(encoding, url).toBe('br');
  // Compressed once at start-up, in the background: the server's bytes must match quality 11's once it is done.
  for (const { url } of chunks) {
    await expect
      .poll(async () => {
        const response = await request.get(url, { headers: { 'Accept-Encoding': 'br' } });
        const maximal = zlib.brotliCompressSync(await response.body(), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
        return { encoding: response.headers()['content-encoding'], bytes: Number(response.headers()['content-length']) - maximal.length };
      }, { message: url })
      .toEqual({ encoding: 'br', bytes: 0 });
  }
});
