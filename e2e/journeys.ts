/** The journeys every engine runs (e2e/engines.spec.ts), written once over an EngineSession. */
import { expect } from '@playwright/test';
import { KEYS, type EngineSession } from './engines';
import { E2E } from './settings.mjs';

const hydrated = "return document.querySelector('nav[aria-label=\"Main\"]') !== null && document.readyState === 'complete'";
/** Every card is in the page for browsers without scripts; those past the first six are hidden. */
const shownCards = "[...document.querySelectorAll('main article')].filter((card) => card.getBoundingClientRect().height > 0).length";
const pressButton = (name: string) => `const b = [...document.querySelectorAll('main button')].find((x) => x.textContent.trim() === '${name}'); if (!b) return false; b.click(); return true`;

/** Errors the page threw, recorded from the moment the recorder is put in (a WebDriver cannot put it in sooner). */
const recordErrors = "if (!window.__journeyErrors) { window.__journeyErrors = []; addEventListener('error', (e) => window.__journeyErrors.push(String(e.message))); addEventListener('unhandledrejection', (e) => window.__journeyErrors.push(String(e.reason))); } return true";
const errorsSeen = 'return window.__journeyErrors ?? []';

async function openPage(browser: EngineSession, path: string) {
  await browser.open(`${E2E.siteUrl}${path}`);
  await browser.until(hydrated);
  await browser.run(recordErrors);
}

async function expectNoErrors(browser: EngineSession, where: string) {
  expect(await browser.run<string[]>(errorsSeen), where).toEqual([]);
  expect(await browser.run<number>('return document.documentElement.scrollWidth - innerWidth'), `${where}: wider than the screen`).toBeLessThanOrEqual(0);
}

/** At a phone's width: the menu, a listing's Load More, the album viewer and the enquiry form's messages. */
export async function phoneJourneys(browser: EngineSession) {
  // The menu: a popover under the header, a group opens in place.
  await openPage(browser, '/generalinfo');
  await browser.click('nav[aria-label="Main"] button');
  await browser.until("return document.querySelector('nav[aria-label=\"Main\"] ul').matches(':popover-open')");
  await browser.click('nav[aria-label="Main"] details summary');
  await browser.until("return document.querySelector('nav[aria-label=\"Main\"] details[open] a') !== null");
  await expectNoErrors(browser, 'menu');

  // A listing: six cards, then six more.
  await openPage(browser, '/photo-gallery');
  expect(await browser.run<number>(`return ${shownCards}`)).toBe(6);
  await browser.until(pressButton('Load More'));
  await browser.until(`return ${shownCards} === 12`);
  await expectNoErrors(browser, 'listing');

  // The album viewer: open, next, close.
  await openPage(browser, '/subgallery?id=g000001');
  await browser.click('a[aria-label^="Open photo 1 "]');
  await browser.until("return document.querySelector('.pswp')?.getAttribute('data-ready') === 'true'", 15_000);
  await browser.keys(KEYS.arrowRight);
  await browser.until("return /^2 \\/ /.test(document.querySelector('.pswp__counter')?.textContent ?? '')");
  await browser.keys(KEYS.escape);
  await browser.until("return document.querySelector('.pswp') === null");
  await expectNoErrors(browser, 'album viewer');

  // The enquiry form: an empty send gets each field's message beside it.
  await openPage(browser, '/contact-us');
  await browser.until(pressButton('Send enquiry'));
  await browser.until("return document.querySelectorAll('[aria-invalid=\"true\"]').length >= 6");
  expect(await browser.run<string>("return document.querySelector('main').textContent")).toContain('Name is required');
  await expectNoErrors(browser, 'enquiry form');
}

/** At a desktop's width: the header search answers as you type, and its Search button opens the results. */
export async function desktopJourneys(browser: EngineSession) {
  await openPage(browser, '/landing');
  await browser.type('#site-search', 'fees');
  await browser.until("return document.querySelectorAll('[role=\"option\"]').length > 0", 15_000);
  await browser.click('form[role="search"] button[type="submit"]');
  await browser.until("return location.pathname === '/search' && document.querySelectorAll('main ol li').length > 0", 30_000);
  await browser.run(recordErrors);
  await expectNoErrors(browser, 'search');
}
