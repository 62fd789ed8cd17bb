/** The journeys every engine runs (e2e/engines.spec.ts), written once over an EngineSession. */
import { expect } from '@playwright/test';
import { KEYS, type EngineSession } from './engines';
import { REFERENCE_LINE } from './forms';
import { E2E } from './settings.mjs';

const loaded = "return document.querySelector('nav[aria-label=\"Main\"]') !== null && document.readyState === 'complete'";
const hydrated = "return document.documentElement.hasAttribute('data-hydrated')";
/** Every card is in the page for browsers without scripts; those past the first six are hidden. */
const shownCards = "[...document.querySelectorAll('main article')].filter((card) => card.getBoundingClientRect().height > 0).length";
/** Clicks the enabled button of `main` whose text holds `name`; false until there is one. */
const pressButton = (name: string) =>
  `const b = [...document.querySelectorAll('main button')].find((x) => x.textContent.includes(${JSON.stringify(name)}) && !x.disabled); if (!b) return false; b.click(); return true`;
/** The message a field points to (aria-describedby), as a screen reader reads it beside the field. */
const messageOf = (id: string) =>
  `const field = document.getElementById(${JSON.stringify(id)}); const message = (field.getAttribute('aria-describedby') ?? '').split(' ').find((ref) => ref.endsWith('-error')); return message ? document.getElementById(message).textContent : null`;
/** True when the flip-book's page counter reads `text`. */
const bookPage = (text: string) => `document.querySelector('main [aria-live="polite"]')?.textContent === ${JSON.stringify(text)}`;

/**
 * Records, from the moment it is put in (a WebDriver cannot put it in sooner), what the page throws, the
 * promises it leaves rejected and what it writes to the console as an error or a warning.
 */
const recordErrors = `if (!window.__journeyErrors) {
  const seen = (window.__journeyErrors = []);
  addEventListener('error', (e) => seen.push('error: ' + e.message));
  addEventListener('unhandledrejection', (e) => seen.push('unhandled rejection: ' + e.reason));
  for (const level of ['error', 'warn']) {
    const write = console[level].bind(console);
    console[level] = (...parts) => { seen.push('console.' + level + ': ' + parts.map(String).join(' ')); write(...parts); };
  }
} return true`;
const errorsSeen = 'return window.__journeyErrors ?? []';

/**
 * Sets a field's value as typing or choosing would, where a driver's typing is unreliable (WebKit's date
 * field) or cannot choose (a select): through the element's own value setter, which the page's change
 * tracking sees, then its input and change events. `element` is an expression naming the field.
 */
const setValue = (element: string, value: string) => `const element = ${element};
const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value').set;
setter.call(element, ${JSON.stringify(value)});
element.dispatchEvent(new Event('input', { bubbles: true }));
element.dispatchEvent(new Event('change', { bubbles: true }));
return true`;
const byId = (id: string) => `document.getElementById(${JSON.stringify(id)})`;
/** The control of the label in `main` whose text is `text`. */
const labelled = (text: string) => `[...document.querySelectorAll('main label')].find((label) => label.textContent.trim() === ${JSON.stringify(text)}).control`;

/**
 * Clicks an element once it is in view and laid out: a block below the fold is laid out only as it nears
 * the screen (content-visibility), so a driver's own scrolling would aim at where it stood before, and
 * WebKit, without scroll anchoring, lets the blocks laid out above it push it back off the screen. So it
 * is scrolled to again until it stands still on the screen.
 */
async function clickInView(browser: EngineSession, selector: string) {
  const element = `document.querySelector(${JSON.stringify(selector)})`;
  const at = `const rect = ${element}.getBoundingClientRect(); return JSON.stringify([Math.round(rect.top), Math.round(rect.height), rect.top >= 0 && rect.bottom <= innerHeight])`;
  let before = '';
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await browser.run(`${element}.scrollIntoView({ block: 'center' }); return true`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await browser.run<string>(at);
    if (now === before && now.endsWith('true]')) break;
    before = now;
  }
  await browser.click(selector);
}

async function openPage(browser: EngineSession, path: string) {
  await browser.open(`${E2E.siteUrl}${path}`);
  await browser.until(loaded);
  await browser.run(recordErrors);
}

/** Nothing thrown, rejected or logged as an error; no text cut off, the page no wider than the screen. */
async function expectNoErrors(browser: EngineSession, where: string) {
  expect(await browser.run<string[]>(errorsSeen), `${where}: the page's errors`).toEqual([]);
  expect(await browser.consoleErrors(), `${where}: the console`).toEqual([]);
  expect(await browser.run<string[]>(largeTextFaults), `${where}: cut off, wider than the screen, or off it`).toEqual([]);
}

async function menu(browser: EngineSession) {
  // A popover under the header, or where there are no popovers (Safari before 17) a list Menu shows once
  // hydrated. A group opens in place; Escape closes the group, then the list, and focus is back on Menu;
  // a link in a group opens its page.
  await openPage(browser, '/generalinfo');
  const popovers = await browser.run<boolean>("return 'popover' in HTMLElement.prototype");
  const toggle = "document.querySelector('nav[aria-label=\"Main\"] button')";
  const listShown = popovers
    ? "document.querySelector('nav[aria-label=\"Main\"] ul').matches(':popover-open')"
    : `${toggle}.getAttribute('aria-expanded') === 'true' && document.querySelector('nav[aria-label=\"Main\"] ul').getBoundingClientRect().height > 0`;
  if (!popovers) await browser.until(`return ${toggle}.getAttribute('aria-expanded') === 'false'`, 15_000);
  await browser.click('nav[aria-label="Main"] button');
  await browser.until(`return ${listShown}`);
  await browser.click('nav[aria-label="Main"] details summary');
  await browser.until("return document.querySelector('nav[aria-label=\"Main\"] details[open] a') !== null");
  await browser.keys(KEYS.escape);
  await browser.until("return document.querySelector('nav[aria-label=\"Main\"] details[open]') === null");
  await browser.keys(KEYS.escape);
  await browser.until(`return !(${listShown}) && document.activeElement === ${toggle}`);
  await expectNoErrors(browser, 'menu');
  await browser.click('nav[aria-label="Main"] button');
  await browser.until(`return ${listShown}`);
  await browser.click('nav[aria-label="Main"] details summary');
  const href = await browser.run<string>("return document.querySelector('nav[aria-label=\"Main\"] details[open] a').getAttribute('href')");
  await browser.click('nav[aria-label="Main"] details[open] a');
  await browser.until(`return location.pathname === ${JSON.stringify(href)} && document.readyState === 'complete'`, 15_000);
}

async function popUpAndTour(browser: EngineSession) {
  // The notice opens on load as a dialog that holds focus itself; its Close closes it.
  await openPage(browser, '/landing');
  await browser.until("return document.querySelector('dialog[open]')?.textContent.includes('Admissions are open') === true", 15_000);
  expect(await browser.run<boolean>("return document.activeElement === document.querySelector('dialog[open]')"), 'the pop-up holds focus').toBe(true);
  await browser.click('dialog[open] button[aria-label="Close"]');
  await browser.until("return document.querySelector('dialog[open]') === null");
  // The campus tour: a tap opens it without a ring on Close; Escape closes it and focus goes back to the tile.
  await clickInView(browser, 'main button[aria-haspopup="dialog"]');
  await browser.until("return document.querySelector('dialog[open] video') !== null");
  expect(
    await browser.run<boolean[]>("const dialog = document.querySelector('dialog[open]'); return [document.activeElement === dialog, dialog.querySelector('button[aria-label=\"Close\"]').matches(':focus-visible')]"),
    'the tour holds focus itself, and Close shows no ring',
  ).toEqual([true, false]);
  await browser.keys(KEYS.escape);
  await browser.until("return document.querySelector('dialog[open]') === null && document.activeElement?.getAttribute('aria-haspopup') === 'dialog'");
  await expectNoErrors(browser, 'pop-up and tour');
}

async function listing(browser: EngineSession) {
  // Six cards, then six more; a year chosen shows that year's alone, and a title no album has shows none.
  await openPage(browser, '/photo-gallery');
  expect(await browser.run<number>(`return ${shownCards}`)).toBe(6);
  await browser.until(pressButton('Load More'));
  await browser.until(`return ${shownCards} === 12`);
  const shownYears = `[...document.querySelectorAll('main article')].filter((card) => card.getBoundingClientRect().height > 0).map((card) => card.querySelector('time')?.textContent.slice(-4))`;
  const year = (await browser.run<string[]>(`return ${shownYears}`))[0]!;
  await browser.run(setValue(labelled('Year'), year));
  await browser.until(`return location.hash === '#year=${year}' && ${shownYears}.length > 0 && ${shownYears}.every((shown) => shown === '${year}')`);
  await browser.type(`main input[type="search"]`, 'no such album anywhere');
  await browser.until("return document.querySelector('main').textContent.includes('No Data Found')");
  // A reload keeps every filter, the title included: the browser restores the month but not the title box
  // (Firefox), and the address must not be rewritten from that box.
  await browser.run(setValue(labelled('Month'), '2'));
  await browser.run(setValue(labelled('Search by title'), 'day'));
  await browser.until("return location.hash.includes('month=2') && location.hash.includes('q=day')");
  await browser.run('window.beforeReload = true; setTimeout(() => location.reload(), 0); return true');
  await browser.until(`return !window.beforeReload && (${loaded.replace(/^return /, '')})`);
  await browser.run(recordErrors);
  await browser.until(`return ${labelled('Search by title')}.value === 'day' && ${labelled('Month')}.value === '2'`);
  expect(await browser.run<string>('return location.hash')).toMatch(/month=2&q=day$/);
  await expectNoErrors(browser, 'listing');
}

async function albumViewer(browser: EngineSession) {
  // Open, next, close.
  await openPage(browser, '/subgallery?id=g000001');
  // Before hydration a photo's link opens the photo itself (the page without scripts): the viewer needs the island.
  await browser.until(hydrated, 30_000);
  await browser.click('a[aria-label^="Open photo 1 "]');
  await browser.until("return document.querySelector('.pswp')?.getAttribute('data-ready') === 'true'", 30_000);
  // The photo is on the screen before the visitor moves on.
  await browser.until("return [...document.querySelectorAll('.pswp__item img.pswp__img')].some((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().left >= 0 && image.getBoundingClientRect().left < innerWidth)", 15_000);
  await browser.keys(KEYS.arrowRight);
  await browser.until("return /^2 \\/ /.test(document.querySelector('.pswp__counter')?.textContent ?? '')");
  await browser.keys(KEYS.escape);
  await browser.until("return document.querySelector('.pswp') === null");
  await expectNoErrors(browser, 'album viewer');
}

async function flipBook(browser: EngineSession) {
  // Its buttons, then its keys once it has focus.
  await openPage(browser, '/Prospectus');
  await browser.until("return document.querySelector('[aria-roledescription=\"flip-book\"]')?.getAttribute('data-ready') === 'true'", 15_000);
  await browser.until(`return ${bookPage('Page 1 of 20')}`);
  await browser.until(pressButton('Next page'));
  await browser.until(`return !(${bookPage('Page 1 of 20')})`);
  await browser.until(pressButton('Previous page'));
  await browser.until(`return ${bookPage('Page 1 of 20')}`);
  await browser.run("document.querySelector('[aria-roledescription=\"flip-book\"]').focus(); return true");
  await browser.keys(KEYS.end);
  await browser.until(`return ${bookPage('Page 20 of 20')}`);
  await browser.keys(KEYS.home);
  await browser.until(`return ${bookPage('Page 1 of 20')}`);
  await browser.keys(KEYS.arrowRight);
  await browser.until(`return !(${bookPage('Page 1 of 20')})`);
  await expectNoErrors(browser, 'flip-book');
}

async function tablesAsCards(browser: EngineSession) {
  // On a phone each row is a card and each cell says its column's name; every cell stays on the screen.
  await openPage(browser, '/circulars');
  const cells = await browser.run<{ display: string; label: string; before: string; right: number }[]>(
    "return [...document.querySelectorAll('main table td')].map((cell) => ({ display: getComputedStyle(cell).display, label: cell.dataset.label ?? '', before: getComputedStyle(cell, '::before').content, right: cell.getBoundingClientRect().right }))",
  );
  const width = await browser.run<number>('return document.documentElement.clientWidth');
  expect(cells.length, 'cells in the circulars table').toBeGreaterThan(0);
  for (const cell of cells) {
    expect(cell.display).toBe('block');
    expect(cell.label).not.toBe('');
    // Chromium and WebKit give the label itself; Firefox gives the rule, attr() unresolved.
    expect([cell.label, 'attr(data-label)'].some((shown) => cell.before.includes(shown)), `the cell's label before it: ${cell.before}`).toBe(true);
    expect(cell.right).toBeLessThanOrEqual(width);
  }
  await expectNoErrors(browser, 'tables as cards');
}

async function enquiry(browser: EngineSession) {
  // An empty send from the foot of the form, where a visitor taps it: each field's message beside it, and
  // the form back at its first field with that field's label in view.
  await openPage(browser, '/contact-us');
  await clickInView(browser, 'main button[type="submit"]');
  await browser.until("return document.querySelectorAll('[aria-invalid=\"true\"]').length >= 6");
  expect(await browser.run<string | null>(messageOf('name'))).toBe('Name is required');
  expect(await browser.run<string | null>(messageOf('email'))).toBe('Email is required');
  await browser.until("return document.activeElement?.id === 'name'");
  expect(await browser.run<number>("return document.querySelector('label[for=\"name\"]').getBoundingClientRect().top"), "the Name field's label is in view").toBeGreaterThanOrEqual(0);
  // Filled in, it is sent, and the thank-you gives the post's reference.
  const values: Record<string, string> = {
    name: 'Asha Rao',
    email: `engines.${Date.now()}@example.in`,
    phone: '9876543210',
    date: '2019-04-12',
    class: 'Class 1',
    location: 'Little Stars Nursery',
    messageTitle: 'Admission for Class 1',
    message: 'Please share the admission process.',
  };
  for (const [id, value] of Object.entries(values)) await browser.run(setValue(byId(id), value));
  await browser.run("document.querySelector('input[name=\"gender\"][value=\"Female\"]').click(); return true");
  await browser.run("document.querySelector('input[name=\"guardian\"]').click(); return true");
  await browser.until(pressButton('Send enquiry'));
  await browser.until(`return ${REFERENCE_LINE}.test(document.querySelector('main').textContent)`, 20_000);
  await expectNoErrors(browser, 'enquiry form');
}

async function career(browser: EngineSession, cv: string) {
  // An empty send: the fields' messages and the file's.
  await openPage(browser, '/career');
  await clickInView(browser, 'main button[type="submit"]');
  await browser.until("return document.querySelectorAll('[aria-invalid=\"true\"]').length >= 3");
  for (const [id, message] of Object.entries({ name: 'Name is required', email: 'Email is required', phone: 'Phone number is required', attachments: 'Please upload an image, PDF, Word document, or CSV file' })) {
    expect(await browser.run<string | null>(messageOf(id)), `${id}'s message`).toContain(message);
  }
  await browser.until("return document.activeElement?.id === 'name'");
  // Filled in with a CV chosen from the disk, it is sent, and the thank-you gives the post's reference.
  const values: Record<string, string> = { name: 'Ravi Kumar', email: `engines.${Date.now()}@example.in`, phone: '9123456780' };
  for (const [id, value] of Object.entries(values)) await browser.run(setValue(byId(id), value));
  await browser.upload('#attachments', cv);
  await browser.until("return document.getElementById('attachments').files.length === 1 && document.getElementById('attachments').getAttribute('aria-invalid') !== 'true'");
  await clickInView(browser, 'main button[type="submit"]');
  await browser.until(`return ${REFERENCE_LINE}.test(document.querySelector('main').textContent)`, 30_000);
  await expectNoErrors(browser, 'career form');
}

/** At a phone's width. */
export const PHONE_JOURNEYS: Record<string, (browser: EngineSession, files: { cv: string }) => Promise<void>> = {
  menu,
  'pop-up and campus tour': popUpAndTour,
  "a listing's filters and Load More": listing,
  'album viewer': albumViewer,
  'flip-book': flipBook,
  'tables as cards': tablesAsCards,
  'enquiry form': enquiry,
  'career form': (browser, { cv }) => career(browser, cv),
};

/** At a desktop's width: the header search answers as you type, and Enter opens the results. */
export async function headerSearch(browser: EngineSession) {
  await openPage(browser, '/news');
  await browser.type('#site-search', 'fees');
  // Shown, not only rendered: a box with no list open is the browser's own, and its Escape empties it.
  await browser.until("return document.querySelector('#site-search').getAttribute('aria-expanded') === 'true' && document.querySelectorAll('[role=\"option\"]').length > 0", 15_000);
  // Escape closes the suggestions and keeps the words; Enter then sends the form.
  await browser.keys(KEYS.escape);
  await browser.until("return document.querySelector('#site-search').getAttribute('aria-expanded') === 'false' && document.querySelector('#site-search').value === 'fees'");
  await browser.keys(KEYS.enter);
  await browser.until("return location.pathname === '/search' && new URLSearchParams(location.search).get('q') === 'fees' && document.querySelectorAll('main ol li').length > 0", 30_000);
  await browser.run(recordErrors);
  await expectNoErrors(browser, 'search');
}

/**
 * What text at its largest must not do, on the page as it stands: a heading or paragraph cut off by a box
 * that clips (hidden or clip overflow) across which it stands, the page wider than the screen, or Menu,
 * Search or Call off the screen. A box beside the text does not count: a carousel's other slides.
 */
export const largeTextFaults = `const faults = [];
const shown = (element) => { const box = element.getBoundingClientRect(); return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden'; };
const name = (element) => element.tagName.toLowerCase() + ' "' + element.textContent.trim().slice(0, 40) + '"';
for (const text of document.querySelectorAll('h1, h2, h3, h4, h5, h6, p')) {
  if (!shown(text) || text.closest('.visually-hidden, [data-marquee]')) continue;
  const box = text.getBoundingClientRect();
  for (let clip = text.parentElement; clip && clip !== document.body; clip = clip.parentElement) {
    const style = getComputedStyle(clip);
    if (!/hidden|clip/.test(style.overflowX + ' ' + style.overflowY)) continue;
    const edge = clip.getBoundingClientRect();
    if (box.right <= edge.left + 1 || box.left >= edge.right - 1) break;
    // A carousel's slides pass sideways through it by design; cut off at its foot or head, they are lost.
    const sideways = !clip.classList.contains('swiper') && (box.left < edge.left - 1 || box.right > edge.right + 1);
    if (box.top < edge.top - 1 || box.bottom > edge.bottom + 1 || sideways) {
      faults.push(name(text) + ' cut off by ' + clip.tagName.toLowerCase() + '.' + clip.className);
      break;
    }
  }
}
const wider = document.documentElement.scrollWidth - innerWidth;
if (wider > 0) faults.push('the page is ' + wider + ' px wider than the screen');
for (const control of document.querySelectorAll('header nav[aria-label="Main"] > button, header [aria-controls$="-panel"], header [popovertarget$="-panel"], header a[href^="tel:"]')) {
  if (!shown(control)) continue;
  const box = control.getBoundingClientRect();
  if (box.left < 0 || box.right > innerWidth) faults.push(name(control) + ' stands at x ' + Math.round(box.left) + '-' + Math.round(box.right) + ' on a ' + innerWidth + ' px screen');
}
return faults`;

const LARGE_TEXT_PAGES = ['/landing', '/news', '/generalinfo', '/contact-us', '/photo-gallery', '/Prospectus'];

/** Where the logo and the audio button stand on the splash: apart. */
const splashOverlap = `const logo = document.querySelector('main svg, main img').getBoundingClientRect();
const audio = document.querySelector('main button').getBoundingClientRect();
return audio.bottom > logo.top && audio.top < logo.bottom && audio.right > logo.left && audio.left < logo.right`;

/**
 * The pages at the largest text (the root's font at 32 px): nothing cut off, nothing wider than the
 * screen, Menu and Search on it; the splash's audio button off its logo; the open menu below the header
 * as it stands; the search box wide enough to read what is typed; without popovers, a tap on the page
 * closes the menu.
 */
export async function largestText(browser: EngineSession) {
  await browser.open(`${E2E.siteUrl}/`);
  await browser.until("return document.readyState === 'complete'");
  expect(await browser.run<number>('return parseFloat(getComputedStyle(document.documentElement).fontSize)'), 'the text is at its largest').toBeGreaterThanOrEqual(32);
  expect(await browser.run<string[]>(largeTextFaults), '/').toEqual([]);
  expect(await browser.run<boolean>(splashOverlap), "the splash's audio button over its logo").toBe(false);
  for (const path of LARGE_TEXT_PAGES) {
    await openPage(browser, path);
    expect(await browser.run<string[]>(largeTextFaults), path).toEqual([]);
  }

  const toggle = "document.querySelector('nav[aria-label=\"Main\"] button')";
  const list = "document.querySelector('nav[aria-label=\"Main\"] ul')";
  const popovers = await browser.run<boolean>("return 'popover' in HTMLElement.prototype");
  if (popovers) {
    await browser.click('nav[aria-label="Main"] button');
    await browser.until(`return ${list}.matches(':popover-open')`);
    const [headerBottom, listTop] = await browser.run<number[]>(`return [document.querySelector('header').getBoundingClientRect().bottom, ${list}.getBoundingClientRect().top]`);
    expect(listTop, 'the open menu starts below the header').toBeGreaterThanOrEqual(headerBottom!);
    await browser.keys(KEYS.escape);
    await browser.until(`return !${list}.matches(':popover-open')`);
    await browser.click('header button[aria-label="Search"]');
    await browser.until("return document.activeElement?.id === 'site-search'");
  } else {
    await browser.until(`return ${toggle}.getAttribute('aria-expanded') === 'false'`, 15_000);
    await browser.click('nav[aria-label="Main"] button');
    await browser.until(`return ${list}.getBoundingClientRect().height > 0`);
    await browser.click('main h1');
    await browser.until(`return ${list}.getBoundingClientRect().height === 0 && ${toggle}.getAttribute('aria-expanded') === 'false'`);
  }
  const [boxWidth, screen] = await browser.run<number[]>("return [document.getElementById('site-search').getBoundingClientRect().width, innerWidth]");
  expect(boxWidth, 'the search box keeps half the screen or more').toBeGreaterThanOrEqual(screen! / 2);
  await expectNoErrors(browser, 'largest text');
}
