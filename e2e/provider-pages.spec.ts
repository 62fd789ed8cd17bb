import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, waitForHydration, type Page } from './test';
import { galleryOf, providerData } from './provider';
import { E2E } from './settings.mjs';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load More' });
const GALLERY_DATE = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;

const ROUTES = [
  '/news', '/circulars', '/newsletter', '/schoolevents', '/photo-gallery', '/video-gallery', '/our-accolades', '/activity',
  '/sport-corner', '/achievements', '/achievements-kapolites', '/toppers', '/testimonials', '/chairperson',
  '/founderchairperson', '/principal',
];

for (const route of ROUTES) {
  test(`${route} answers 200 with its banner and breadcrumb`, async ({ reusedPage: page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/landing');
  });
}

test.describe('photo gallery', () => {
  test('6 cards first, Load More adds 6 until all are shown, then hides', async ({ reusedPage: page, request }) => {
    const total = (await galleryOf(request, 'PhotoGallery')).length;
    expect(total).toBeGreaterThan(12);
    await page.goto('/photo-gallery');
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole('status')).toHaveText(`Showing 6 of ${total}`);
    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(12);
    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(total);
    await expect(loadMore(page)).toBeHidden();
  });

  test('cards: cover, title, date as day short-month year, photo count, View All with the origin path', async ({ reusedPage: page, request }) => {
    const newest = (await galleryOf(request, 'PhotoGallery')).filter((item) => item.date).sort((a, b) => b.date!.localeCompare(a.date!))[0]!;
    await page.goto('/photo-gallery');
    const card = cards(page).first();
    await expect(card.getByRole('heading')).toHaveText(newest.title!);
    await expect(card.locator('time')).toHaveText(GALLERY_DATE);
    await expect(card).toContainText(`${newest.attachments!.length} Photos`);
    await expect(card.getByRole('img')).toHaveAttribute('src', /_next\/image\?url=%2Ffiles%2F/);
    await expect(card.getByRole('link', { name: /^View All/ })).toHaveAttribute('href', `/subgallery?id=${newest._id}&from=%2Fphoto-gallery`);
  });

  test('covers: a "null" first attachment, no attachments or a broken image show the default', async ({ reusedPage: page }) => {
    await page.goto('/photo-gallery#q=diwali');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('img')).toHaveAttribute('data-fallback', 'true');
    // The count is of real photos: the "null" is not one.
    await expect(cards(page)).toContainText('5 Photos');
    // The filter applies once the page is live: wait for it to leave one card before reading its image.
    await page.goto('/photo-gallery#q=christmas');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('0 Photos');
    await expect(cards(page).getByRole('img')).toHaveAttribute('data-fallback', 'true');
    await page.goto('/photo-gallery#q=sports+day');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('img')).toHaveAttribute('data-fallback', 'true');
  });

  test('filters apply live, live in the address (its fragment, never sent to the server), survive a reload and undo with Back', async ({ reusedPage: page, request }) => {
    const albums = await galleryOf(request, 'PhotoGallery');
    const year = new Date().getFullYear();
    const inYear = albums.filter((album) => album.date && new Date(album.date).getFullYear() === year).length;
    await page.goto('/photo-gallery');
    await page.getByLabel('Year').selectOption(String(year));
    await expect(page).toHaveURL(new RegExp(`#year=${year}$`));
    await expect(page.getByRole('status')).toHaveText(`Showing ${Math.min(6, inYear)} of ${inYear}`);
    for (const text of await cards(page).locator('time').allTextContents()) expect(text).toContain(String(year));

    await page.getByLabel('Search by title').fill('DAY');
    await expect(page).toHaveURL(/q=DAY/);
    for (const title of await cards(page).getByRole('heading').allTextContents()) expect(title.toLowerCase()).toContain('day');

    await page.reload();
    await expect(page.getByLabel('Search by title')).toHaveValue('DAY');
    await expect(page.getByLabel('Year')).toHaveValue(String(year));

    await page.getByLabel('Month').selectOption({ label: 'Feb' });
    await expect(page).toHaveURL(/month=2/);
    await page.goBack();
    await expect(page.getByLabel('Month')).toHaveValue('0');
    await expect(page.getByLabel('Search by title')).toHaveValue('DAY');

    await page.getByLabel('Search by title').fill('no such album anywhere');
    await expect(page.getByText('No Data Found')).toBeVisible();
    await expect(loadMore(page)).toBeHidden();
  });

  test('View All opens the sub gallery: facts, photos in a lightbox, back to where it came from', async ({ reusedPage: page }) => {
    await page.goto('/activity');
    const card = cards(page).first();
    const title = (await card.getByRole('heading').textContent())!;
    const count = parseInt((await card.getByText(/^\d+ Photos$/).textContent())!, 10);
    await card.getByRole('link', { name: /^View All/ }).click();
    await expect(page).toHaveURL(/\/subgallery\?id=.+&from=%2Factivity$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | KVNS`);
    await expect(page.getByRole('main')).toContainText(/Event date\s*\d{1,2} \w{3} \d{4}/);
    await expect(page.getByRole('main')).toContainText(/Last updated\s*\d{1,2} \w{3} \d{4}/);
    await expect(page.getByRole('main')).toContainText(`Photos${count}`);
    const photos = page.getByRole('link', { name: /^Open photo/ });
    await expect(photos).toHaveCount(count);
    await photos.first().click();
    await expect(page.locator('.pswp')).toHaveAttribute('data-ready', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.pswp__counter')).toHaveText(`2 / ${count}`);
    await page.keyboard.press('Escape');
    await expect(page.locator('.pswp')).toHaveCount(0);
    await expect(photos.first()).toBeFocused();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/activity$/);
  });
});

test('a reload keeps every filter, the title included: the address is never rewritten from a box the browser left empty', async ({ page }) => {
  await page.goto('/photo-gallery');
  await waitForHydration(page);
  await page.getByLabel('Month').selectOption({ label: 'Feb' });
  await page.getByLabel('Search by title').fill('day');
  await expect(page).toHaveURL(/#month=2&q=day$/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Search by title')).toHaveValue('day');
  await expect(page.getByLabel('Month')).toHaveValue('2');
  await expect(page).toHaveURL(/#month=2&q=day$/);
});

test('an album\'s Back returns to the listing as it was left: its filters and its scroll', async ({ page }) => {
  await page.goto('/photo-gallery');
  await waitForHydration(page);
  const year = new Date().getFullYear();
  await page.getByLabel('Year').selectOption(String(year));
  await expect(page).toHaveURL(new RegExp(`#year=${year}$`));
  const card = cards(page).last();
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await card.getByRole('link', { name: /^View All/ }).click();
  await expect(page).toHaveURL(/\/subgallery\?id=.+&from=%2Fphoto-gallery$/);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/photo-gallery#year=${year}$`));
  await expect(page.getByLabel('Year')).toHaveValue(String(year));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
});

test.describe('the photo viewer shows a photo of any size', () => {
  /** The demo album holding originals of every shape (demo-provider/data.mjs ODD_SIZED_PHOTOS). */
  const ODD = [
    { name: 'small', width: 240, height: 160 },
    { name: 'tall', width: 600, height: 1600 },
    { name: 'wide', width: 2400, height: 500 },
    { name: 'huge', width: 5000, height: 3333 },
  ];
  for (const viewport of [{ width: 390, height: 844 }, { width: 360, height: 740 }]) {
    test(`at ${viewport.width} px: whole, centred, at its natural size or fitted to the screen, never asked for more pixels than it has`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const album = (await galleryOf(request, 'PhotoGallery')).find((item) => item.attachments?.some((path) => path.includes('small-240x160')))!;
      const attachments = album.attachments!;
      await page.goto(`/subgallery?id=${album._id}`);
      await waitForHydration(page);
      const photos = page.getByRole('link', { name: /^Open photo/ });
      const first = attachments.findIndex((path) => path.includes('small-240x160'));
      for (const [offset, odd] of ODD.entries()) {
        await photos.nth(first + offset).click();
        await expect(page.locator('.pswp')).toHaveAttribute('data-ready', 'true');
        const shown = page.locator('.pswp__item[aria-hidden="false"] img.pswp__img');
        await expect(shown).toBeVisible();
        await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        // Fitted inside the screen, or at its own size when smaller; the same shape as the original.
        const scale = Math.min(1, viewport.width / odd.width, viewport.height / odd.height);
        await expect.poll(async () => Math.round((await shown.boundingBox())!.width), { message: odd.name }).toBeGreaterThanOrEqual(Math.floor(odd.width * scale * 0.9));
        const box = (await shown.boundingBox())!;
        expect(box.width, odd.name).toBeLessThanOrEqual(viewport.width + 1);
        expect(Math.abs(box.width / box.height - odd.width / odd.height), odd.name).toBeLessThan(0.05);
        expect(Math.abs(box.x + box.width / 2 - viewport.width / 2), `${odd.name} centred`).toBeLessThan(2);
        // What the viewer may ask for, and what it did: never a width past the original's.
        const { srcset, currentSrc } = await shown.evaluate((image: HTMLImageElement) => ({ srcset: image.srcset, currentSrc: image.currentSrc }));
        const offered = [...srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
        const asked = Number(new URL(currentSrc).searchParams.get('w') ?? odd.width);
        for (const width of [...offered, asked]) expect(width, odd.name).toBeLessThanOrEqual(odd.width);
        await page.keyboard.press('Escape');
        await expect(page.locator('.pswp')).toHaveCount(0);
      }
    });
  }
});

test.describe('sub gallery fallbacks', () => {
  test('an unknown album: No Title, No Description, N/A, the default image, back to the photo gallery', async ({ reusedPage: page }) => {
    const response = await page.goto('/subgallery?id=unknown-album&from=https://evil.example');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Title');
    await expect(page.getByRole('main')).toContainText('No Description');
    await expect(page.getByRole('main')).toContainText('Event dateN/A');
    await expect(page.getByRole('img', { name: 'No photos in this album yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/photo-gallery');
  });

  test('an album without a date shows N/A; a bad id never reaches the provider', async ({ reusedPage: page, request }) => {
    const undated = (await galleryOf(request, 'PhotoGallery')).find((album) => !album.date)!;
    await page.goto(`/subgallery?id=${undated._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(undated.title!);
    await expect(page.getByRole('main')).toContainText('Event dateN/A');
    await request.delete(`${E2E.providerUrl}/__demo/requests`);
    await page.goto('/subgallery?id=../../etc/passwd');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Title');
    const { requests } = await (await request.get(`${E2E.providerUrl}/__demo/requests`)).json();
    // Only this id's calls: other albums' pages regenerate in the background meanwhile (other tests).
    expect(requests.filter((entry: { path: string }) => entry.path.includes('subGallery') && entry.path.includes('passwd'))).toEqual([]);
  });
});

test('made-up album ids get the no-album page with no provider call, and leave no cached page behind', async ({ request }) => {
  const ids = Array.from({ length: 20 }, (_, index) => `made-up-${Date.now().toString(36)}-${index}`);
  for (const [index, id] of ids.entries()) {
    // /subgallery?id=, and the page it is rewritten to, which is reachable too.
    const address = index % 2 ? `/subgallery?id=${id}` : `/subgallery/${id}`;
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    expect(await response.text(), address).toContain('No Description');
  }
  const { requests } = await (await request.get(`${E2E.providerUrl}/__demo/requests`)).json();
  expect(requests.filter((entry: { path: string }) => ids.some((id) => entry.path.includes(id)))).toEqual([]);
  const cachedPages = await readdir(path.join(process.cwd(), E2E.env.NEXT_DIST_DIR, 'server/app/subgallery')).catch(() => [] as string[]);
  expect(cachedPages.filter((file) => file.startsWith('made-up-'))).toEqual([]);
});

test('activity: Load More only with more than 6; sports corner: Total Categories', async ({ reusedPage: page, request }) => {
  const activities = (await galleryOf(request, 'Activity')).length;
  expect(activities).toBeGreaterThan(6);
  await page.goto('/activity');
  await expect(loadMore(page)).toBeVisible();
  await page.getByLabel('Search by title').fill('quiz');
  await expect(loadMore(page)).toBeHidden();

  const sports = (await galleryOf(request, 'SportsCorner')).length;
  await page.goto('/sport-corner');
  await expect(page.getByRole('status')).toHaveText(`Total Categories: ${sports}`);
  await expect(page.getByLabel('Year').locator('option').first()).toHaveText('All Years');
  await expect(page.getByLabel('Month').locator('option')).toHaveText(['All Months', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  const years = (await page.getByLabel('Year').locator('option').allTextContents()).slice(1).map(Number);
  expect(years).toEqual([...years].sort((a, b) => b - a));
});

test('accolades: cards with Load More; View All opens the photos in the lightbox', async ({ reusedPage: page }) => {
  await page.goto('/our-accolades');
  await expect(cards(page)).toHaveCount(6);
  await loadMore(page).click();
  await expect(loadMore(page)).toBeHidden();
  await cards(page).first().getByRole('button', { name: /^View All/ }).click();
  await expect(page.locator('.pswp')).toHaveAttribute('data-ready', 'true');
  await page.keyboard.press('Escape');
  await expect(page.locator('.pswp')).toHaveCount(0);
});

test('circulars: year filter and a table of SL.No, DD/MM/YYYY dates, titles and downloads; newsletters apart', async ({ reusedPage: page, request }) => {
  const records = await providerData(request, '/api/circular/all/KVNS');
  const circulars = records.filter((record) => record.category!.toLowerCase() !== 'newsletter');
  await page.goto('/circulars');
  const table = page.getByRole('table', { name: 'Circulars' });
  await expect(table.getByRole('columnheader')).toHaveText(['SL.No', 'Date', 'Title', 'Download']);
  // The rows shown; those outside the filter are in the page for browsers without scripts.
  const rows = table.locator('tbody tr:visible');
  await expect(rows).toHaveCount(circulars.length);
  await expect(rows.first().locator('th')).toHaveText('1');
  await expect(rows.first().locator('td').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(table).not.toContainText('Chronicle');
  const download = rows.first().getByRole('link', { name: /^Download/ });
  await expect(download).toHaveAttribute('target', '_blank');
  expect((await request.get((await download.getAttribute('href'))!)).headers()['content-type']).toContain('application/pdf');
  await expect(page.getByLabel('Year').locator('option').first()).toHaveText('All');
  const year = new Date().getFullYear() - 1;
  const yearInIndia = (date: string) => new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(date));
  const ofYear = circulars.filter((record) => record.date && yearInIndia(record.date) === String(year));
  expect(ofYear.length).toBeGreaterThan(0);
  await page.getByLabel('Year').selectOption(String(year));
  // The filter is applied by the page's script: wait for its rows, then every one is of that year.
  await expect(rows.locator('td:first-of-type')).toHaveText(ofYear.map(() => new RegExp(`/${year}$`)));
});

test('newsletters: records of any-case category, first image as cover, the file to read', async ({ reusedPage: page, request }) => {
  const newsletters = (await providerData(request, '/api/circular/all/KVNS')).filter((record) => record.category!.toLowerCase() === 'newsletter');
  expect(new Set(newsletters.map((record) => record.category)).size).toBeGreaterThan(1);
  await page.goto('/newsletter');
  await expect(cards(page)).toHaveCount(newsletters.length);
  await expect(cards(page).first().getByRole('img')).not.toHaveAttribute('data-fallback', 'true');
  await expect(cards(page).first().getByRole('link', { name: /^Read/ })).toHaveAttribute('target', '_blank');
});

test('news: current year by default, day and month, paperclip to the attachment, placeholders when empty', async ({ reusedPage: page }) => {
  await page.goto('/news');
  const year = new Date().getFullYear();
  await expect(page.getByLabel('Year')).toHaveValue(String(year));
  const items = page.locator('main li:has(h2)');
  await expect(items.first().getByRole('heading')).toHaveText('Admissions open for Playgroup to Class 8');
  await expect(items.first().locator('time')).toHaveText(/^\d{1,2}[A-Z][a-z]{2}$/);
  const attachment = items.first().getByRole('link', { name: /^Attachment\b/ });
  await expect(attachment).toHaveAttribute('href', /^\/files\/news\/.+\.pdf$/);
  // The paperclip is drawn (an emoji needs a font that many phones lack) and hidden from screen readers.
  await expect(attachment.locator('svg[aria-hidden="true"] path')).toHaveCount(1);
  await expect(attachment).not.toContainText('📎');
  await page.getByLabel('Year').selectOption('all');
  await expect(page.getByRole('status')).toHaveText(/^Showing 6 of \d+$/);
  await page.getByLabel('Search by title').fill('nothing like this');
  await expect(page.getByText('No news available')).toBeVisible();
  await expect(page.getByText('Stay tuned for latest updates')).toBeVisible();
});

test('school events: the current year and month by default, newest first, with time and venue', async ({ reusedPage: page, request }) => {
  const events = await providerData(request, '/api/events/All/KVNS');
  const now = new Date();
  const thisMonth = events.filter((event) => {
    const date = new Date(event.date!);
    return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
  });
  await page.goto('/schoolevents');
  await expect(page.getByLabel('Year')).toHaveValue(String(now.getFullYear()));
  await expect(page.getByLabel('Month')).toHaveValue(String(now.getMonth() + 1));
  const items = page.getByRole('main').locator('ul > li:has(h2):visible');
  await expect(items).toHaveCount(thisMonth.length);
  const days = (await items.locator('time').allTextContents()).map((text) => parseInt(text, 10));
  expect(days).toEqual([...days].sort((a, b) => b - a));
  await expect(items.first()).toContainText('Time');
  await expect(items.first()).toContainText('Venue');
  await page.getByLabel('Month').selectOption('0');
  await expect(page).toHaveURL(/month=0/);
  await expect(items).not.toHaveCount(thisMonth.length);
});

test('video gallery: year filter; cards open the video in a new tab', async ({ reusedPage: page }) => {
  await page.goto('/video-gallery');
  await expect(page.getByLabel('Month')).toHaveCount(0);
  const link = cards(page).first().getByRole('link', { name: /^Watch video/ });
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\//);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('achievements of Kapolites: vertical tabs of distinct titles, description or fallback, photos in a lightbox', async ({ reusedPage: page, request }) => {
  const items = await galleryOf(request, 'AchievementKapolites');
  const titles = new Set(items.map((item) => item.title || 'No Title'));
  await page.goto('/achievements-kapolites');
  const tabs = page.getByRole('tab');
  // In the provider's order, by first appearance; the first selected.
  await expect(tabs).toHaveText([...titles]);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  // A repeated title shows its first record: that record's photos only.
  const swimming = items.find((item) => item.title === 'State Level Swimming')!;
  await page.getByRole('tab', { name: 'State Level Swimming' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /^Open photo/ })).toHaveCount((swimming.attachments ?? []).filter((src) => src && src !== 'null').length);
  await page.getByRole('tab', { name: 'Young Artist Award' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Stay Tuned For Latest Update');
  await page.getByRole('tabpanel').getByRole('link', { name: /^Open photo 1/ }).click();
  await expect(page.locator('.pswp')).toHaveAttribute('data-ready', 'true');
  await page.keyboard.press('Escape');
  await expect(page.locator('.pswp')).toHaveCount(0);
});

test('our achievements: description above the grid; photos open in a new tab', async ({ reusedPage: page }) => {
  await page.goto('/achievements');
  await expect(page.getByRole('tab', { name: 'Olympiad Medals' })).toHaveCount(1);
  const panel = page.getByRole('tabpanel');
  await expect(panel.locator('p').first()).not.toBeEmpty();
  await expect(panel.getByRole('link').first()).toHaveAttribute('target', '_blank');
});

test('toppers: All plus session years newest first, by descending percentage, year in the URL', async ({ reusedPage: page }) => {
  await page.goto('/toppers');
  const options = await page.getByLabel('Year').locator('option').allTextContents();
  expect(options[0]).toBe('All');
  expect(options.slice(1)).toEqual([...options.slice(1)].sort().reverse());
  const percentages = async () => (await page.locator('main li span').allTextContents()).map((text) => parseFloat(text));
  const all = await percentages();
  expect(all).toEqual([...all].sort((a, b) => b - a));
  await page.getByLabel('Year').selectOption(options[1]!);
  await expect(page).toHaveURL(new RegExp(`year=${options[1]}`));
  await expect(page.locator('main li')).not.toHaveCount(all.length);
  for (const text of await page.locator('main li p').allTextContents()) expect(text).toContain(options[1]!);
});

test('testimonials: newest first, rich text, " - designation" only when there is one', async ({ reusedPage: page }) => {
  await page.goto('/testimonials');
  const captions = page.locator('main figcaption');
  await expect(captions.first()).toHaveText('Priya Mehta - Parent of Std V student');
  await expect(captions.filter({ hasText: 'Sneha Patel' })).toHaveText('Sneha Patel');
  await expect(page.locator('main blockquote em').first()).toHaveText('Our daughter loves school.');
});

test('leaders: each page shows its provider category, under its own title', async ({ reusedPage: page }) => {
  await page.goto('/chairperson');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chairperson');
  await expect(page.getByRole('main')).toContainText('Smt. Hema Sanghvi');
  await expect(page.getByRole('main').locator('blockquote')).toHaveText('Every child can shine when we believe in them.');

  await page.goto('/founderchairperson');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chairman');
  await expect(page.getByRole('main')).toContainText('Shri Rajesh Kapadia');
  await expect(page.getByRole('main')).toContainText('Since 2002 our school has grown from 69 students');
  await expect(page.getByRole('main')).not.toContainText('<strong>');

  await page.goto('/principal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Principal & Academic Director');
  await expect(page.getByRole('main')).toContainText('Dr. Neeta Shah');
  await expect(page.getByRole('main')).toContainText('The school office will publish the qualifications of the Principal here.');
});
