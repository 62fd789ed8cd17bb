import { expect, test } from './test';
import { SITE_ROUTES } from '../lib/http/siteRoutes';
import { galleryOf, isEmptyRecord, providerData } from './provider';
import { E2E } from './settings.mjs';
import { openHome } from './home';

/** The site's own links in a page's HTML, as paths (with the query an album needs), without fragments. */
function linksIn(html: string, base: string): string[] {
  const paths: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const url = new URL(href!.replace(/&amp;/g, '&'), base);
    if (url.origin !== new URL(base).origin || url.pathname.startsWith('/_next/') || /\.\w+$/.test(url.pathname)) continue;
    paths.push(url.pathname + (url.pathname === '/subgallery' ? url.search : ''));
  }
  return paths;
}

test('every page is reached by following links from the splash and the home page, with no address typed', async ({ request, baseURL }) => {
  const seen = new Set<string>(['/', '/landing']);
  const queue = ['/', '/landing'];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    for (const link of linksIn(await response.text(), baseURL!)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  const reached = new Set([...seen].map((path) => path.replace(/\?.*$/, '')));
  expect(SITE_ROUTES.filter((route) => !reached.has(route))).toEqual([]);
});

test('the footer leads to what parents look for most, and to the site map', async ({ reusedPage: page }) => {
  await page.goto('/news');
  const footer = page.getByRole('contentinfo');
  for (const [label, path] of [['Fees', '/generalinfo'], ['Admissions', '/schoolterms'], ['School Transport', '/schooltransport'], ['School Timings', '/school-timings'], ['Circulars', '/circulars'], ['Contact Us', '/contact-us'], ['Site map', '/site-map']]) {
    await expect(footer.getByRole('link', { name: label, exact: true }), label).toHaveAttribute('href', path!);
  }
  await footer.getByRole('link', { name: 'Site map', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site map');
  for (const group of ['Main pages', 'About Us', 'Academics', 'Gallery', 'Achievements', 'More about the school']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
});

for (const width of [360, 390]) {
  test.describe(`a phone at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });

    test('every table cell is on the screen, under its column name: timings, fees, circulars', async ({ page }) => {
      for (const path of ['/school-timings', '/generalinfo', '/circulars', '/EPTA']) {
        await page.goto(path);
        const cells = page.getByRole('main').getByRole('cell');
        expect(await cells.count(), path).toBeGreaterThan(0);
        const offScreen = await cells.evaluateAll((all, screen) =>
          all.filter((cell) => {
            const box = cell.getBoundingClientRect();
            return box.width > 0 && (box.left < 0 || box.right > screen);
          }).length,
        width);
        expect(offScreen, path).toBe(0);
      }
      await page.goto('/generalinfo');
      // A fee is read beside its column's name.
      const fee = page.getByRole('main').getByRole('cell').filter({ hasText: /\d{2},\d{3}/ }).first();
      expect(await fee.evaluate((cell) => getComputedStyle(cell, '::before').content)).toMatch(/\w/);
    });

    test('no number the office has not given is offered; Contact Us says how to reach the school meanwhile, before its form', async ({ page }) => {
      await page.goto('/news');
      await expect(page.getByRole('banner').getByRole('link', { name: /^Call the school/ })).toHaveCount(0);
      await page.goto('/contact-us');
      const details = await page.getByRole('heading', { name: 'Contact details' }).boundingBox();
      const form = await page.getByRole('button', { name: 'Send enquiry' }).boundingBox();
      expect(details!.y).toBeLessThan(800);
      expect(details!.y).toBeLessThan(form!.y);
      const meanwhile = page.getByRole('main').getByRole('link', { name: 'admission enquiry form' });
      await expect(meanwhile).toHaveAttribute('href', '/contact-us#enquiry-title');
    });

    test('links in the footer and the breadcrumb are at least 24 px tall', async ({ page }) => {
      await page.goto('/circulars');
      const short = await page.locator('footer a, nav[aria-label="Breadcrumb"] a, main table a').evaluateAll((links) =>
        links
          .map((link) => [link, link.getBoundingClientRect()] as const)
          .filter(([, box]) => box.width > 0 && box.height < 24)
          .map(([link]) => link.textContent),
      );
      expect(short).toEqual([]);
    });
  });
}

test('a gallery record with neither a title nor a photo is listed nowhere', async ({ reusedPage: page, request }) => {
  const raw = (await providerData(request, '/api/gallery/All/KVNS')).filter((item) => item.category === 'PhotoGallery');
  const shown = raw.filter((item) => !isEmptyRecord(item));
  expect(shown.length).toBeLessThan(raw.length);
  await page.goto('/photo-gallery');
  await expect(page.getByRole('status')).toHaveText(`Showing 6 of ${shown.length}`);
});

test('an album the album call answers nothing for shows the listing record; its cover opens it too', async ({ reusedPage: page, request }) => {
  const [activity] = await galleryOf(request, 'Activity');
  expect((await (await request.get(`${E2E.providerUrl}/api/subGallery?id=${activity!._id}`)).json()).data).toEqual([]);
  await page.goto('/activity');
  await page.getByLabel('Search by title').fill(activity!.title!);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: activity!.title!, exact: true }) });
  // A tap on the cover, where a visitor taps.
  const cover = (await card.getByRole('img').boundingBox())!;
  await page.mouse.click(cover.x + cover.width / 2, cover.y + cover.height / 2);
  await expect(page).toHaveURL(new RegExp(`/subgallery\\?id=${activity!._id}&from=%2Factivity$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity!.title!);
  await expect(page.getByRole('main')).toContainText(`Photos${activity!.attachments!.length}`);
  await expect(page.getByRole('link', { name: /^Open photo/ })).toHaveCount(activity!.attachments!.length);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every card of a listing is on the page, with no dead filter or Load More', async ({ page, request }) => {
    for (const [path, category] of [['/sport-corner', 'SportsCorner'], ['/photo-gallery', 'PhotoGallery'], ['/activity', 'Activity']] as const) {
      const albums = await galleryOf(request, category);
      expect(albums.length, path).toBeGreaterThan(6);
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('article'), path).toHaveCount(albums.length);
      await expect(page.getByRole('button', { name: 'Load More' }), path).toBeHidden();
      await expect(page.getByRole('search', { name: /^Filter/ }), path).toBeHidden();
    }
  });

  test('every news item and every circular is on the page, not only this year\'s', async ({ page, request }) => {
    const news = await providerData(request, '/api/news/KVNS');
    await page.goto('/news');
    await expect(page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(news.length);
    const circulars = (await providerData(request, '/api/circular/all/KVNS')).filter((item) => item.category?.toLowerCase() !== 'newsletter');
    await page.goto('/circulars');
    await expect(page.getByRole('main').getByRole('link', { name: /^Download/ })).toHaveCount(circulars.filter((item) => item.attachments?.length).length);
  });

  test('every tab panel is readable, and every page opens with the school\'s notice, its words a tap away', async ({ page, request }) => {
    await page.goto('/EPTA');
    const panels = page.getByRole('tabpanel', { includeHidden: true });
    expect(await panels.count()).toBeGreaterThan(1);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    const [notification] = await providerData(request, '/api/notification/KVNS');
    for (const route of ['/landing', '/news', '/contact-us']) {
      await page.goto(route);
      const notices = page.getByRole('complementary', { name: 'Notices from the school' });
      await expect(notices).toContainText(notification!.title!);
      // Nothing to dismiss it with: that needs scripts.
      await expect(notices.getByRole('button')).toHaveCount(0);
    }
    await page.locator('summary', { hasText: notification!.title! }).click();
    await expect(page.getByRole('complementary', { name: 'Notices from the school' }).locator('details > div')).toBeVisible();
  });

  test('every prospectus page is readable, as text and as printed, with no dead page buttons', async ({ page, request }) => {
    await page.goto('/Prospectus');
    await expect(page.getByRole('button', { name: /Next page/ })).toBeHidden();
    await page.getByText('Read the prospectus as text').click();
    const printed = page.getByRole('main').getByRole('link', { name: /^Page \d+ as printed$/ });
    await expect(printed).toHaveCount(20);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(20);
    const last = await printed.last().getAttribute('href');
    const image = await request.get(last!);
    expect(image.headers()['content-type']).toBe('image/jpeg');
  });
});

test('with scripts, the listing shows its first six, the home notice is a pop-up, and a notice dismissed stays so on every page', async ({ page, request }) => {
  await page.goto('/sport-corner');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
  const [notification] = await providerData(request, '/api/notification/KVNS');
  await openHome(page);
  const notices = page.getByRole('complementary', { name: 'Notices from the school' });
  await notices.getByRole('button', { name: `Dismiss the notice: ${notification!.title}` }).click();
  await expect(notices.locator('summary', { hasText: notification!.title! })).toBeHidden();
  // The next page hides it before its first paint: never drawn, then hidden.
  await page.goto('/news', { waitUntil: 'commit' });
  await page.waitForSelector('[data-notice-id]', { state: 'attached' });
  expect(await page.locator('[data-notice-id]').first().evaluate((line) => getComputedStyle(line).display)).toBe('none');
});

test.describe('the home page on a phone at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the hero's arrows cover none of its caption, and the ticker's text has most of the width", async ({ page }) => {
    await page.goto('/landing');
    const hero = page.getByRole('region', { name: 'Welcome' });
    await expect(hero.locator('.swiper')).toHaveClass(/swiper-initialized/);
    const heading = (await hero.locator('.swiper-slide-active h2').boundingBox())!;
    for (const name of ['Previous: Welcome', 'Next: Welcome']) {
      const arrow = (await hero.getByRole('button', { name }).boundingBox())!;
      const overlaps = arrow.x < heading.x + heading.width && heading.x < arrow.x + arrow.width && arrow.y < heading.y + heading.height && heading.y < arrow.y + arrow.height;
      expect(overlaps, name).toBe(false);
    }
    const ticker = page.getByRole('region', { name: 'Highlights' });
    const marquee = (await ticker.locator('[data-paused]').boundingBox())!;
    const pause = (await ticker.getByRole('button', { name: /^(Pause|Play)\b/ }).boundingBox())!;
    expect(marquee.width - pause.width).toBeGreaterThan(240);
  });
});
