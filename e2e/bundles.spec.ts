import { expect, test, type APIRequestContext, type Page } from './test';

/** A string each library's own code carries, minified or not. */
const LIBRARIES = {
  swiper: 'swiper-slide',
  photoswipe: 'pswp__',
  pageFlip: 'stf__',
  yup: 'is a required field',
  searchSuggestions: 'Search suggestions',
} as const;
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


/** The texts of the scripts a page's HTML names: what runs before a first tap. */
async function ownScripts(request: APIRequestContext, route: string): Promise<Map<string, string>> {
  const html = await (await request.get(route)).text();
  const sources = [...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(([, src]) => src!);
  expect(sources.length).toBeGreaterThan(0);
  return new Map(await Promise.all(sources.map(async (src) => [src, await (await request.get(src)).text()] as const)));
}


const EXPECTED: [string, Library[]][] = [
  ['/generalinfo', []],
  ['/news', []],
  ['/contact-us', []],
  ['/landing', ['swiper']],
  ['/Prospectus', ['pageFlip']],
  // PhotoSwipe once the browser is idle, so an early tap on a photo does not wait for it.
  ['/student-council', ['photoswipe']],
];

for (const [route, libraries] of EXPECTED) {
  test(`${route} loads ${libraries.length ? libraries.join(' and ') : 'none of Swiper, PhotoSwipe, page-flip, yup and the search suggestions'}`, async ({ page }) => {
    const loaded = watchLibraries(page);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    // Swiper is fetched once the page has hydrated, which may come after the network first goes quiet.
    await expect.poll(loaded).toEqual(libraries);
  });
}

test("PhotoSwipe is not among a page's own scripts: it is fetched once the browser is idle, before a photo is opened", async ({ page, request }) => {
  for (const [src, script] of await ownScripts(request, '/student-council')) expect(script.includes(LIBRARIES.photoswipe), src).toBe(false);
  const loaded = watchLibraries(page);
  await page.goto('/student-council');
  await expect.poll(loaded).toEqual(['photoswipe']);
  await page.getByRole('link', { name: /^Open photo 1/ }).first().click();
  await expect(page.locator('.pswp')).toHaveAttribute('data-ready', 'true');
});

test("web-vitals is not among a page's own scripts: the field measurement loads once the page is idle after hydration", async ({ page, request }) => {
  // A string of web-vitals' own code (its INP polyfill), in no other script of the site.
  const WEB_VITALS = 'interactionCount';
  for (const [src, script] of await ownScripts(request, '/news')) {
    expect(script.includes(WEB_VITALS), src).toBe(false);
    // The reporting code comes with it: the page's own scripts carry only the trigger.
    expect(script.includes('sendBeacon'), src).toBe(false);
  }
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/news');
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'observing');
  expect((await Promise.all(scripts)).some((script) => script.includes(WEB_VITALS))).toBe(true);
});

test("the list of the site's routes stays on the server: the menu's scripts carry no copy of it", async ({ request }) => {
  for (const route of ['/news', '/landing']) {
    for (const [src, script] of await ownScripts(request, route)) expect(script.includes('/parent-portal-guidelines'), src).toBe(false);
  }
});

test('the search box fetches its results-as-you-type island on first focus', async ({ page }) => {
  const loaded = watchLibraries(page);
  await page.goto('/generalinfo');
  await page.waitForLoadState('networkidle');
  expect(await loaded()).toEqual([]);
  await page.getByRole('search', { name: 'Site' }).getByRole('searchbox').focus();
  await expect.poll(loaded).toEqual(['searchSuggestions']);
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
