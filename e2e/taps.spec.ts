import { test, expect, type Page } from '@playwright/test';
import { waitForHydration } from './test';
import { closeNotification } from './home';

/**
 * No tap is lost, on a phone (390 px, touch): taps made while a page is still loading, or that race
 * something opening on its own. Each test says what the visitor does and what must follow.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Holds back every script until `release` is called: the page as it is before its scripts run. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Holds back the scripts a page fetches after its first HTML (the code split out of it) until `release` is called. */
async function holdLateScripts(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const initial = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\s]+\.js/g)].map(([src]) => src));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!initial.has(new URL(route.request().url()).pathname)) await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const openPage = async (page: Page, path: string) => {
  await page.goto(path);
  await waitForHydration(page);
};

/** Opened to hydration, without waiting for the load event: code held back may be asked for before it. */
const openWithoutLoad = async (page: Page, path: string) => {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
};

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const group = (page: Page, label: string) => menu(page).locator('details', { has: page.locator('summary', { hasText: label }) });

for (const path of ['/news', '/landing']) {
  test(`${path}: with one menu group open, tapping another opens it`, async ({ page }) => {
    await openPage(page, path);
    // The home page's pop-up opens on a quiet page: read, and closed.
    if (path === '/landing') await closeNotification(page);
    await menu(page).getByRole('button', { name: 'Menu' }).tap();
    for (let round = 0; round < 3; round += 1) {
      await group(page, 'About Us').locator('summary').tap();
      await expect(group(page, 'About Us')).toHaveAttribute('open', '');
      await group(page, 'Gallery').locator('summary').tap();
      await expect(group(page, 'Gallery')).toHaveAttribute('open', '');
      await expect(group(page, 'About Us')).not.toHaveAttribute('open', '');
    }
  });
}

test('/landing: the first Menu tap opens the menu; the pop-up waits until the menu is closed', async ({ page }) => {
  // The page's clock stands still from hydration to the tap, so the tap is the first thing after
  // hydration however busy the machine is; then time runs on.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await openPage(page, '/landing');
  const toggle = menu(page).getByRole('button', { name: 'Menu' });
  await toggle.tap();
  const list = menu(page).locator('ul[popover]');
  await expect(list).toBeVisible();
  await page.clock.resume();
  const popup = page.getByRole('dialog', { name: 'Admissions open' });
  // Long enough for the pop-up to have opened over it, as it did.
  await page.waitForTimeout(1500);
  await expect(list).toBeVisible();
  await expect(popup).toBeHidden();
  await toggle.tap();
  await expect(list).toBeHidden();
  await expect(popup).toBeVisible();
});

test('/Prospectus: Next page tapped before the book is ready turns the page once it is', async ({ page }) => {
  const release = await holdLateScripts(page, '/Prospectus');
  await openWithoutLoad(page, '/Prospectus');
  const book = page.getByRole('region', { name: 'Prospectus' });
  const next = page.getByRole('button', { name: /Next page/ });
  // Read at one instant: the book not ready, and Next page already answering a tap.
  const before = await book.evaluate((element) => ({
    ready: element.getAttribute('data-ready'),
    nextEnabled: [...document.querySelectorAll('button')].some((button) => /Next page/.test(button.textContent ?? '') && !button.disabled),
  }));
  expect(before).toEqual({ ready: 'false', nextEnabled: true });
  await next.tap();
  release();
  await expect(book).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(page.getByText(/^Page \d+ of 20$/)).toHaveText('Page 2 of 20');
  await expect(book.locator('img[alt^="Page 2:"]').first()).toBeVisible();
});

test('/photo-gallery: Load More tapped before the scripts run shows the next cards once they do', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/photo-gallery', { waitUntil: 'domcontentloaded' });
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  const loadMore = page.getByRole('button', { name: 'Load More' });
  await loadMore.tap();
  await expect(loadMore).toHaveAttribute('aria-busy', 'true');
  release();
  await waitForHydration(page);
  await expect(cards).toHaveCount(12);
  await expect(loadMore).not.toHaveAttribute('aria-busy');
  // Answered once: the next tap adds the next six, not more.
  const total = Number((await page.getByRole('status').textContent())?.match(/of (\d+)/)?.[1]);
  await loadMore.tap();
  await expect(cards).toHaveCount(Math.min(18, total));
});

test('/news: a year picked and a title typed before the scripts run filter the list once they do', async ({ page, browser, baseURL }) => {
  // What the list shows for that choice, made on a hydrated page.
  const reference = await browser.newPage({ baseURL });
  await openPage(reference, '/news');
  const years = await reference.getByLabel('Year').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const year = years.at(-1)!;
  await reference.getByLabel('Year').selectOption(year);
  await reference.getByLabel('Search by title').fill('a');
  await expect(reference).toHaveURL(new RegExp(`#year=${year}&q=a$`));
  const expected = await reference.getByRole('status').first().textContent();
  await reference.close();

  const release = await holdScripts(page);
  await page.goto('/news', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Year').selectOption(year);
  await page.getByLabel('Search by title').fill('a');
  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`#year=${year}&q=a$`));
  await expect(page.getByRole('status').first()).toHaveText(expected!);
  await expect(page.getByLabel('Year')).toHaveValue(year);
  await expect(page.getByLabel('Search by title')).toHaveValue('a');
});

test('/student-council: a photo tapped before the scripts run opens the photo itself', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/student-council', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: /^Open photo 1 of 4/ }).tap();
  await expect(page).toHaveURL(/\/images\/e2e\/student-council\/[\w-]+\.jpg$/);
  release();
});

test('/student-council: a photo tapped just after hydration opens the lightbox, however late its code arrives', async ({ page }) => {
  const release = await holdLateScripts(page, '/student-council');
  await openWithoutLoad(page, '/student-council');
  await page.getByRole('link', { name: /^Open photo 1 of 4/ }).tap();
  release();
  await expect(page.locator('.pswp')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/student-council$/);
});

test('with Save-Data the splash has no video and no script, nothing autoplays and no video file is fetched', async ({ browser, baseURL }) => {
  const visit = async (headers: Record<string, string>) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: headers, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const videoFiles: string[] = [];
    page.on('request', (request) => {
      if (/\.(mp4|webm)$/.test(new URL(request.url()).pathname)) videoFiles.push(request.url());
    });
    await openPage(page, '/');
    await page.waitForTimeout(500);
    const result = {
      videos: await page.locator('video').count(),
      scripts: await page.locator('script').count(),
      autoplaying: await page.evaluate(() => [...document.querySelectorAll<HTMLMediaElement>('video, audio')].filter((media) => media.autoplay).length),
      videoFiles,
      enter: await page.getByRole('link', { name: 'Enter Website' }).isVisible(),
    };
    await context.close();
    return result;
  };
  expect(await visit({ 'Save-Data': 'on' })).toEqual({ videos: 0, scripts: 0, autoplaying: 0, videoFiles: [], enter: true });
  const full = await visit({});
  expect([full.videos, full.scripts > 0]).toEqual([1, true]);
});

test('both answers of the splash say they vary by Save-Data, beside what Next varies by', async ({ request }) => {
  for (const headers of [{}, { 'save-data': 'on' }] as Record<string, string>[]) {
    const vary = ((await request.get('/', { headers })).headers().vary ?? '').split(',').map((value) => value.trim().toLowerCase());
    expect(vary).toContain('save-data');
    expect(vary).toContain('rsc');
  }
});

test('repeat views revalidate the icons, the manifest and the splash media at most once a day', async ({ request }) => {
  for (const path of ['/favicon.ico', '/manifest.webmanifest', '/apple-icon.png', '/media/intro.mp4', '/media/intro-poster.jpg']) {
    const cacheControl = (await request.get(path)).headers()['cache-control'] ?? '';
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0), `${path}: ${cacheControl}`).toBeGreaterThanOrEqual(86_400);
  }
});
