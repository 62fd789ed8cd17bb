import { expect, test, waitForHydration } from './test';
import { expectNoAxeViolations } from './a11y';
import { DEMO_NOTIFICATION, openHome, styleRecalcsDuring } from './home';
import { galleryOf } from './provider';
import { ACTIVITY_TIMING, HERO_TIMING, HOW_TO_APPLY_HREF } from '../lib/content/home';
import { SCHOOL } from '../lib/content/school';

test.describe('home page', () => {
  test('every block of the home page is there, with demo content', async ({ reusedPage: page, request }) => {
    await openHome(page);
    const main = page.getByRole('main');
    await expect(page.getByRole('region', { name: 'Welcome' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Scrolling highlights' })).toContainText('Admissions open for the academic year');
    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    // The result page, where the office's PDF is linked once supplied: never a placeholder file.
    await expect(quickLinks.getByRole('link', { name: 'ICSE Result' })).toHaveAttribute('href', '/result');
    // No social or portal link until the office gives its address (content/school.yaml).
    await expect(quickLinks.getByRole('link', { name: /^(Facebook|Instagram|YouTube|Parent Portal|School ERP Login)/ })).toHaveCount(0);
    await expect(quickLinks.getByRole('link', { name: /^Online Registration/ })).toHaveAttribute('href', /online-registration/);
    await expect(main.getByRole('link', { name: 'How To Apply' }).first()).toHaveAttribute('href', HOW_TO_APPLY_HREF);
    await expect(main.getByRole('heading', { name: 'About School' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Read More about our school$/ })).toHaveAttribute('href', '/OurSchool');
    await expect(page.getByTestId('news').getByRole('link', { name: /^View All/ })).toHaveAttribute('href', '/news');
    for (const [title, name] of [['Chairman', 'Shri Rajesh Kapadia'], ['Chairperson', 'Smt. Hema Sanghvi'], ['Principal', 'Dr. Neeta Shah']] as const) {
      const block = main.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(block).toContainText(name);
      await expect(block).not.toContainText('<');
    }
    await expect(main.getByRole('heading', { name: /^Shining Stars/ })).toBeVisible();
    await expect(main.locator('[aria-roledescription="carousel"][aria-label="Activities"]')).toBeVisible();
    // The provider's first four photo albums, in its order.
    const albums = (await galleryOf(request, 'PhotoGallery')).slice(0, 4).map((album) => album.title || 'No Title');
    await expect(main.locator('section[aria-labelledby="gallery-title"] li')).toHaveText(albums);
    await expect(main.getByRole('heading', { name: 'Contact details' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the LCP hero image is in the server HTML with priority', async ({ request }) => {
    const html = await (await request.get('/landing')).text();
    // One preloaded image, the hero: priority goes to the LCP image only.
    const imagePreloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(imagePreloads).toHaveLength(1);
    expect(imagePreloads[0]).toMatch(/imageSrcSet="[^"]*campus\.jpg/);
    const hero = html.match(/<img[^>]*alt="The school campus in the morning"[^>]*>/)?.[0] ?? '';
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).not.toContain('loading="lazy"');
    expect(html).toContain('Welcome to KVNS');
  });

  test('the lower blocks are laid out only once they near the screen, and their focus rings are not clipped', async ({ reusedPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    const gallery = page.getByRole('region', { name: 'Photo Gallery' });
    // checkVisibility with contentVisibilityAuto is false for what the browser skips: the block's contents.
    const heading = gallery.getByRole('heading', { name: 'Photo Gallery' });
    const rendered = () => heading.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await gallery.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(heading).toBeVisible();
    // The block clips its paint at its padding box: a link at its edge keeps its whole focus ring inside it.
    const link = gallery.getByRole('link', { name: /View All/ });
    await link.focus();
    const [ring, box] = await Promise.all([
      link.evaluate((node) => {
        const style = getComputedStyle(node);
        const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const rect = node.getBoundingClientRect();
        return { left: rect.left - reach, right: rect.right + reach, top: rect.top - reach, bottom: rect.bottom + reach };
      }),
      gallery.evaluate((block) => block.getBoundingClientRect().toJSON() as DOMRect),
    ]);
    expect(ring.left).toBeGreaterThanOrEqual(box.left);
    expect(ring.right).toBeLessThanOrEqual(box.right);
    expect(ring.top).toBeGreaterThanOrEqual(box.top);
    expect(ring.bottom).toBeLessThanOrEqual(box.bottom);
  });

  test('the notification pop-up opens on every load, and closing it closes it for that view only', async ({ reusedPage: page }) => {
    await page.goto('/landing');
    const dialog = page.getByRole('dialog', { name: DEMO_NOTIFICATION });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Admissions are open for Playgroup to Class 8');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // A keyboard user goes on from the top of the page, as on load.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    // Closed, it stays closed while the visitor reads on.
    await page.waitForTimeout(1000);
    await expect(dialog).toBeHidden();
    // The next load shows it again; so does coming back to the home page from another page.
    await page.reload();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await page.goBack();
    await expect(dialog).toBeVisible();
  });

  test('the highlights ticker and the news panel pause on hover and with their buttons', async ({ reusedPage: page }) => {
    await openHome(page);
    const ticker = page.getByRole('region', { name: 'Scrolling highlights' });
    const track = ticker.locator(':scope > div');
    const state = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
    await expect.poll(state).toBe('running');
    await ticker.hover();
    await expect.poll(state).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(state).toBe('running');
    await page.getByRole('button', { name: 'Pause Scrolling highlights' }).click();
    await page.mouse.move(0, 0);
    await expect.poll(state).toBe('paused');
    await expect(page.getByRole('button', { name: 'Play Scrolling highlights' })).toHaveAttribute('aria-pressed', 'true');

    const news = page.getByRole('region', { name: 'Latest news' });
    const newsState = () => news.locator(':scope > div').evaluate((element) => getComputedStyle(element).animationPlayState);
    await expect.poll(newsState).toBe('running');
    await news.hover();
    await expect.poll(newsState).toBe('paused');
  });

  test('the campus tour opens in a modal with the video, and closes with its buttons and Escape', async ({ reusedPage: page }) => {
    await openHome(page);
    const tile = page.getByRole('button', { name: /Take a campus tour/ });
    await tile.click();
    const dialog = page.getByRole('dialog', { name: 'Campus tour' });
    await expect(dialog.locator('video')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the tour' }).click();
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
    await tile.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await tile.click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  // The page's clock is Playwright's: a jump forward fires the timers due, so waiting out a period costs nothing.
  test('the hero carousel starts on its server markup, autoplays, pauses, and turns by its arrows', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const hero = page.getByRole('region', { name: 'Welcome' });
    await expect(hero.locator('.swiper')).toHaveClass(/swiper-initialized/);
    const active = hero.locator('.swiper-slide-active');
    await expect(active).toContainText('Welcome to KVNS');
    await page.clock.fastForward(HERO_TIMING.delay);
    await expect(active).toContainText('Preparing for the ICSE');
    await hero.getByRole('button', { name: 'Pause Welcome' }).click();
    await expect(hero.getByRole('button', { name: 'Play Welcome' })).toHaveAttribute('aria-pressed', 'true');
    // Focus inside also pauses: move it out, so only the button holds the carousel still.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await page.clock.fastForward(HERO_TIMING.delay + HERO_TIMING.speed);
    await expect(active).toContainText('Preparing for the ICSE');
    await hero.getByRole('button', { name: 'Next: Welcome' }).click();
    await expect(active).toContainText('Sport and sportsmanship');
    await hero.getByRole('button', { name: 'Previous: Welcome' }).click();
    await expect(active).toContainText('Preparing for the ICSE');
    await expectNoAxeViolations(page);
  });

  // Real time here: a turn's slide lasts as long as its CSS transition, so only a real clock tells a period
  // counted from the start of a turn from one counted from its end.
  test('each carousel turns once per autoplay period, counted from the start of the last turn', async ({ page }) => {
    // Tall enough for both carousels to be in view at once (one out of view is held still), so both are timed together.
    await page.setViewportSize({ width: 1280, height: 4000 });
    await openHome(page);
    await page.mouse.move(0, 0);
    const carousels = [['Welcome', HERO_TIMING], ['Activities', ACTIVITY_TIMING]] as const;
    const timings = await Promise.all(
      carousels.map(([label]) =>
        page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`).evaluate(
          (root, turns) =>
            new Promise<number[]>((resolve) => {
              const slides = () => [...root.querySelectorAll('.swiper-slide')];
              let active = slides().findIndex((slide) => slide.classList.contains('swiper-slide-active'));
              const times: number[] = [];
              // Swiper marks the new slide active the moment a turn starts.
              const observer = new MutationObserver(() => {
                const now = slides().findIndex((slide) => slide.classList.contains('swiper-slide-active'));
                if (now === active) return;
                active = now;
                times.push(performance.now());
                if (times.length > turns) {
                  observer.disconnect();
                  resolve(times.slice(1).map((time, index) => time - times[index]!));
                }
              });
              observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['class'] });
            }),
          2,
        ),
      ),
    );
    carousels.forEach(([label, { delay, speed }], index) => {
      const gaps = timings[index]!;
      // A timer is never early, and may be late on a busy machine: the shortest gap is the period.
      const shortest = Math.min(...gaps);
      expect(shortest, `${label}: ${gaps.join(', ')} ms`).toBeGreaterThanOrEqual(delay - 50);
      expect(shortest, `${label}: ${gaps.join(', ')} ms`).toBeLessThan(delay + speed / 2);
    });
  });

  test('between turns the home page sits still: no frame is rendered while nothing moves', async ({ reusedPage: page }) => {
    await openHome(page);
    await expect(page.getByRole('region', { name: 'Welcome' }).locator('.swiper')).toHaveClass(/swiper-initialized/);
    // Swiper's Autoplay module asked for a frame 60 times a second (~120 here); a turn of a slide takes a few.
    expect(await styleRecalcsDuring(page, () => page.waitForTimeout(2000))).toBeLessThan(30);
  });

  test('Shining Stars: the latest year with toppers, highest percentage first', async ({ reusedPage: page }) => {
    await openHome(page);
    const stars = page.getByRole('region', { name: 'Shining Stars' });
    const percentages = (await stars.locator('p[class*="topperPercent"]').allTextContents()).map((text) => parseFloat(text));
    expect(percentages.length).toBeGreaterThan(1);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
  });

  test('with reduced motion nothing moves on its own', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openHome(page);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /^Pause/ })).toHaveCount(0);
    const track = page.getByRole('region', { name: 'Scrolling highlights' }).locator(':scope > div');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await context.close();
  });
});

test.describe('splash', () => {
  test('looping muted video, the school name, the way in, and the audio toggle', async ({ reusedPage: page }) => {
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveAttribute('poster', /intro-poster/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCHOOL.name);
    const toggle = page.getByRole('button', { name: 'Play Audio' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Mute Audio' })).toHaveAttribute('aria-pressed', 'true');
    await expect(video).toHaveJSProperty('muted', false);
    await page.getByRole('button', { name: 'Mute Audio' }).click();
    await expect(video).toHaveJSProperty('muted', true);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Enter Website' }).click();
    await expect(page).toHaveURL(/\/landing$/);
  });
});

test.describe('prospectus flip-book', () => {
  test('20 pages, turned by the buttons and the arrow keys', async ({ reusedPage: page }) => {
    await page.goto('/Prospectus');
    const counter = page.getByText(/^Page \d+ of 20$/);
    await expect(counter).toHaveText('Page 1 of 20');
    // The pages come from the image optimiser, and page 1 is the very file the stand-in cover showed.
    const pageOne = page.locator('img[alt^="Page 1:"]');
    await expect.poll(() => pageOne.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('/_next/image?url=%2Fimages%2Fprospectus%2Fpage-01.jpg');
    const coverFile = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.includes('page-01.jpg')).map((entry) => entry.name),
    );
    expect(new Set(coverFile).size).toBe(1);
    const next = page.getByRole('button', { name: /Next page/ });
    const previous = page.getByRole('button', { name: /Previous page/ });
    await expect(next).toBeEnabled();
    await expect(previous).toBeDisabled();
    // The button that cannot be used looks it.
    const look = (button: typeof next) => button.evaluate((element) => `${getComputedStyle(element).backgroundColor} ${getComputedStyle(element).cursor}`);
    expect(await look(previous)).not.toBe(await look(next));
    expect(await look(previous)).toContain('not-allowed');
    // Each button draws its arrow (a drawn mark, not a character) apart from its label.
    for (const [button, side] of [[previous, '::before'], [next, '::after']] as const) {
      const mark = await button.evaluate((element, pseudo) => {
        const style = getComputedStyle(element, pseudo);
        const towardLabel = pseudo === '::before' ? style.marginRight : style.marginLeft;
        return { content: style.content, border: parseFloat(style.borderTopWidth), gap: parseFloat(getComputedStyle(element).columnGap) + parseFloat(towardLabel) };
      }, side);
      expect(mark.content).toBe('""');
      expect(mark.border).toBeGreaterThanOrEqual(1);
      expect(mark.gap).toBeGreaterThanOrEqual(4);
    }
    await next.click();
    await expect(counter).not.toHaveText('Page 1 of 20');
    await previous.click();
    await expect(counter).toHaveText('Page 1 of 20');

    const book = page.getByRole('region', { name: 'Prospectus' });
    await book.focus();
    await page.keyboard.press('End');
    await expect(counter).toHaveText('Page 20 of 20');
    await expect(next).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(counter).not.toHaveText('Page 20 of 20');
    await page.keyboard.press('Home');
    await expect(counter).toHaveText('Page 1 of 20');
    await page.keyboard.press('ArrowRight');
    await expect(counter).not.toHaveText('Page 1 of 20');
    await expect(page.locator('[class*="page"] img')).toHaveCount(20);
  });

  test('a corner dragged across turns the page, and the book draws nothing while it rests', async ({ reusedPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/Prospectus');
    const counter = page.getByText(/^Page \d+ of 20$/);
    await expect(page.getByRole('region', { name: 'Prospectus' })).toHaveAttribute('data-ready', 'true');
    // page-flip's own loop redrew every page 60 times a second (~120 recalculations in 2 s here).
    expect(await styleRecalcsDuring(page, () => page.waitForTimeout(2000))).toBeLessThan(30);
    // After a long rest the turn must still be drawn from its start, and complete.
    const book = (await page.locator('.stf__block').boundingBox())!;
    const corner = { x: book.x + book.width - 4, y: book.y + book.height - 4 };
    await page.mouse.move(corner.x, corner.y);
    await page.mouse.down();
    await page.mouse.move(book.x + book.width * 0.15, corner.y - 20, { steps: 20 });
    await page.mouse.up();
    await expect(counter).toHaveText('Page 2 of 20');
    expect(await styleRecalcsDuring(page, () => page.waitForTimeout(2000))).toBeLessThan(30);
  });

  test('every page can be read as text, and the book passes axe', async ({ reusedPage: page }) => {
    await page.goto('/Prospectus');
    await page.getByText('Read the prospectus as text').click();
    const asText = page.getByRole('main').locator('details');
    await expect(asText.locator('li h3')).toHaveCount(20);
    await expect(asText).toContainText('Academic excellence with leadership');
    await expectNoAxeViolations(page);
  });

  test('page-flip and Swiper code load only where they are used', async ({ request }) => {
    /** The code of the scripts a page's HTML loads (links' prefetching aside). */
    const pageScripts = async (path: string) => {
      const html = await (await request.get(path)).text();
      const sources = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
      expect(sources.length, path).toBeGreaterThan(3);
      return (await Promise.all(sources.map(async (src) => (await request.get(src)).text()))).join('\n');
    };
    const generalInfo = await pageScripts('/generalinfo');
    expect(generalInfo).not.toContain('swiper-wrapper');
    expect(generalInfo).not.toContain('stf__');
    // Swiper is not among the scripts the home page starts with: its carousels fetch it once hydrated
    // (e2e/bundles.spec.ts sees it arrive).
    expect(await pageScripts('/landing')).not.toContain('swiper-wrapper');
  });
});
