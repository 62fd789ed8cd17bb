import { expect, test, type APIRequestContext, type Page } from './test';
import { QUERY_ROUTES } from '../lib/http/routes';
import { SITE_ROUTES } from '../lib/http/siteRoutes';
import { expectNoAxeViolations } from './a11y';
import { closeNotification, openHome } from './home';
import { galleryOf } from './provider';
import { E2E } from './settings.mjs';
import { PHONE_WIDTHS, sidewaysOverflow } from './phones';
import { OFFICE, SCHOOL } from '../lib/content/school';
import { articleAt } from '../lib/content/pages';
import { readPages } from '../lib/content/office';
import { isNavGroup, MAIN_NAVIGATION } from '../lib/content/navigation';

/** The first photo album of the demo provider, for the one route that needs a query. */
async function firstAlbumId(request: APIRequestContext): Promise<string> {
  return (await galleryOf(request, 'PhotoGallery'))[0]!._id;
}

/** Console errors and CSP reports the page raises while the test runs (the reused page drops the listeners after it). */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const meta = (page: Page, attribute: 'name' | 'property', key: string) => page.locator(`head meta[${attribute}="${key}"]`);

// Every test of this file stands alone: both workers share them.
test.describe.configure({ mode: 'parallel' });

for (const route of SITE_ROUTES) {
  // One page per worker loads route after route, as a visitor's browser would.
  test(`${route}: found by search engines (or kept out while it holds nothing of the school's), readable by everyone, fits a phone, nothing blocked`, async ({ reusedPage: page, request }) => {
    const path = route === '/subgallery' ? `/subgallery?id=${await firstAlbumId(request)}` : route;
    const errors = watchForErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    if (route === '/landing') await closeNotification(page);

    // Findable: a title, a description, a canonical URL on SITE_URL, Open Graph and Twitter tags.
    expect((await page.title()).length).toBeGreaterThan(3);
    await expect(meta(page, 'name', 'description')).toHaveAttribute('content', /\w{3,}/);
    const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).href).toBe(new URL(path, E2E.siteUrl).href);
    await expect(meta(page, 'property', 'og:title')).toHaveAttribute('content', /\w/);
    await expect(meta(page, 'property', 'og:description')).toHaveAttribute('content', /\w/);
    await expect(meta(page, 'property', 'og:url')).toHaveAttribute('content', canonical!);
    await expect(meta(page, 'property', 'og:image')).toHaveAttribute('content', new RegExp(`^${E2E.siteUrl}/`));
    await expect(meta(page, 'name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    // Indexed, unless the page holds nothing of the school's yet (the suite's photos fill some) or is the
    // search, with a query or without: then kept out.
    const robots = page.locator('head meta[name="robots"]');
    if (route === '/search') await expect(robots).toHaveAttribute('content', /noindex/);
    else if ((await robots.count()) > 0) {
      await expect(robots).toHaveAttribute('content', /noindex/);
      expect(articleAt(route)?.noIndex, `${route} is kept out of search engines`).toBe(true);
    }
    // No date shown as a raw timestamp: a family reads dates in the spec's formats.
    expect(await page.locator('main').innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

    // Accessible: one main region, one h1, a skip link first on pages with the site's menu, no axe violations.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    if (route !== '/') {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    }
    await expectNoAxeViolations(page);

    // Phones first: at every width from the smallest phone to a tablet, nothing scrolls sideways.
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => sidewaysOverflow(page), { message: `${route} at ${width}px`, intervals: [100, 250, 500] }).toBe(0);
    }

    // Safe: the content security policy blocked nothing the page needs, and nothing failed.
    expect(errors).toEqual([]);
  });
}

test('sitemap.xml lists every route on SITE_URL and every album once; robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  // Every route but those a query makes, and those kept out of search engines (nothing of the school's yet).
  for (const route of SITE_ROUTES.filter((route) => !QUERY_ROUTES.includes(route))) {
    const keptOut = /<meta name="robots" content="[^"]*noindex/.test(await (await request.get(route)).text());
    expect(urls.includes(`${E2E.siteUrl}${route}`), route).toBe(!keptOut);
  }

  const albums = await Promise.all(['PhotoGallery', 'Activity', 'SportsCorner'].map((category) => galleryOf(request, category)));
  const albumIds = new Set(albums.flat().map((album) => album._id));
  const albumUrls = urls.filter((url) => url.includes('/subgallery?'));
  expect(albumUrls.sort()).toEqual([...albumIds].map((id) => `${E2E.siteUrl}/subgallery?id=${id}`).sort());
  for (const url of albumUrls.slice(0, 3)) expect((await request.get(url.replace(E2E.siteUrl, ''))).status()).toBe(200);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${E2E.siteUrl}/sitemap.xml`);
  expect(robots).toMatch(/Disallow: \/api\//);
});

test('the home and contact pages describe the school, and school events are Events, in JSON-LD', async ({ page }) => {
  const jsonLd = async () =>
    Promise.all((await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)));
  for (const path of ['/landing', '/contact-us']) {
    await page.goto(path);
    const [school] = await jsonLd();
    expect(school).toMatchObject({ '@type': 'School', name: SCHOOL.name, foundingDate: '2002' });
    // The address and phone once the office has supplied them, and none while they are pending.
    if (OFFICE.address) expect(school.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: OFFICE.address.street, postalCode: OFFICE.address.postalCode });
    else expect(school.address).toBeUndefined();
    expect(school.telephone).toBe(OFFICE.phone ?? undefined);
    expect(school.logo).toBe(`${E2E.siteUrl}/images/logo.svg`);
  }
  await page.goto('/schoolevents');
  const [events] = await jsonLd();
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(event['@type']).toBe('Event');
    // A day, or a day and time in India's offset: the page's times, never the provider's UTC.
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:00\+05:30)?$/);
    expect(event.name).not.toBe('');
  }
});

test('a route typed in another case is sent to its own spelling for good, with its query', async ({ request }) => {
  for (const [typed, route] of [['/ourschool', '/OurSchool'], ['/epta', '/EPTA'], ['/prospectus', '/Prospectus'], ['/Circulars', '/circulars'], ['/News', '/news'], ['/Contact-Us', '/contact-us']] as [string, string][]) {
    const response = await request.get(typed, { maxRedirects: 0 });
    expect(response.status(), typed).toBe(308);
    expect(new URL(response.headers()['location']!, E2E.siteUrl).pathname, typed).toBe(route);
    expect((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(200);
  }
  const searched = await request.get('/Search?q=fees', { maxRedirects: 0 });
  expect(new URL(searched.headers()['location']!, E2E.siteUrl).href).toBe(`${E2E.siteUrl}/search?q=fees`);
});

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/landing', '/api/highlights', '/images/logo.svg', '/no-such-page']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d+/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('pages, files and the image optimiser are read only: other methods get 405 with Allow', async ({ request }) => {
  const optimised = `/_next/image?url=${encodeURIComponent('/images/default-cover.jpg')}&w=640&q=75`;
  expect((await request.get(optimised)).status()).toBe(200);
  for (const path of ['/landing', '/generalinfo', '/images/logo.svg', optimised]) {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST']) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()['allow'], `${method} ${path}`).toBe('GET, HEAD');
    }
  }
  // The forms' own routes answer for themselves.
  expect((await request.get('/api/enquiry')).status()).toBe(405);
  // Next cannot carry TRACE into a request: nginx answers it 405 before Next sees it.
  const trace = await request.fetch('/landing', { method: 'TRACE' });
  expect(trace.status()).toBe(405);
  expect(trace.headers()['server']).toBe('nginx');
});

test('the image optimiser fetches no provider address with credentials or a query string', async ({ request }) => {
  const provider = new URL(E2E.providerUrl);
  const image = `${provider.host}/api/image/gallery/a.jpg`;
  const optimise = (url: string) => request.get(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
  expect((await optimise(`http://${image}`)).status()).toBe(200);
  expect((await optimise(`http://admin:s3cret@${image}`)).status()).toBe(400);
  expect((await optimise(`http://${image}?a=b`)).status()).toBe(400);
});

test.describe('open states pass axe', () => {
  test('the mobile menu, open with a group expanded', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.locator('summary:text-is("About Us")').click();
    await expect(nav.getByRole('link', { name: 'Our School' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the sub gallery lightbox', async ({ page, request }) => {
    await page.goto(`/subgallery?id=${await firstAlbumId(request)}`);
    await page.getByRole('main').getByRole('link', { name: /^Open photo 1/ }).click();
    await expect(page.locator('.pswp')).toHaveAttribute('data-ready', 'true');
    await expectNoAxeViolations(page);
  });

  test('the flip-book after a page turn', async ({ page }) => {
    await page.goto('/Prospectus');
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(page.getByText(/^Page \d+ of 20$/)).not.toHaveText('Page 1 of 20');
    await expectNoAxeViolations(page);
  });
});

test('a page with nothing of the school\'s yet answers and is in the menu, search engines and the sitemap leave it out, and the site search finds it by its title: it says how to ask meanwhile', async ({ reusedPage: page, request }) => {
  // A menu page whose file holds only pending words (the suite's content overlay fills photos, not words).
  const menu = new Set(MAIN_NAVIGATION.flatMap((entry) => (isNavGroup(entry) ? entry.children : [entry])).map((link) => link.href));
  const hollow = readPages().find((file) => menu.has(file.path) && file.sections.every((section) => section.blocks.every((block) => block.discriminant === 'pending' || block.discriminant === 'see-also')));
  test.skip(!hollow, "every page of the menu holds something of the school's");
  expect(articleAt(hollow!.path)?.noIndex).toBe(true);
  await openHome(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${hollow!.path}"]`)).toHaveCount(1);
  expect((await page.goto(hollow!.path))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hollow!.title);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`${E2E.siteUrl}${hollow!.path}<`);
  await expect(page.getByRole('main')).toContainText('The school office has not published this page yet.');
  await expect(page.getByRole('main').getByRole('link', { name: 'admission enquiry form' })).toHaveAttribute('href', '/contact-us#enquiry-title');
  // The results list only: the page's own menu links to it too.
  const results = /aria-label="Search results"[\s\S]*?<\/ol>/.exec(await (await request.get(`/search?q=${encodeURIComponent(hollow!.title)}`)).text())?.[0];
  expect(results).toMatch(new RegExp(`href="${hollow!.path}"`));
});

test('a page without the office\'s words shows what the school posted on its topic, said for what it is, and is then indexed', async ({ reusedPage: page, request }) => {
  const activities = (await galleryOf(request, 'Activity')).filter((album) => album.title);
  test.skip(activities.length === 0, 'the provider lists no activity');
  await page.goto('/clubs');
  await expect(page.getByRole('heading', { name: 'Activities the school has posted' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: String(activities[0]!.title), exact: true }).first()).toHaveAttribute('href', /^\/subgallery\?id=.+&from=%2Factivity$/);
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`${E2E.siteUrl}/clubs<`);
});
