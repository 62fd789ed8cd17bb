import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderPdf } from '../demo-provider/files.mjs';
import { test } from './test';
import type { EngineSession } from './engines';
import { firefoxAvailable, firefoxSession } from './firefox';
import { headerSearch, largestText, PHONE_JOURNEYS } from './journeys';
import { webkitAvailable, webkitSession } from './webkit';
import { E2E } from './settings.mjs';

/** The journeys in the engines families use besides Chromium: WebKit (Safari) and Firefox. */
type Window = { width: number; height: number; largeText?: boolean };

const ENGINES: { name: string; available: () => boolean; session: (window: Window) => Promise<EngineSession>; desktop: boolean }[] = [
  { name: 'WebKit', available: webkitAvailable, session: webkitSession, desktop: true },
  { name: 'Firefox', available: firefoxAvailable, session: firefoxSession, desktop: true },
  // iPhone 8 and X stop at iOS 16, whose Safari has no Popover API: WebKit with it switched off, at a phone's width.
  { name: 'An old iPhone (WebKit without popovers)', available: webkitAvailable, session: (window) => webkitSession({ ...window, features: '-PopoverAttribute' }), desktop: false },
];

/** Runs a journey in a fresh window of the engine, closed whatever happens. */
async function inWindow(engine: (typeof ENGINES)[number], window: Window, journey: (browser: EngineSession) => Promise<void>) {
  const browser = await engine.session(window);
  try {
    await journey(browser);
  } finally {
    await browser.close();
  }
}

/** The CV the career journey chooses from the disk: a small real PDF. */
const cv = path.join(os.tmpdir(), `kvns-engines-cv-${process.pid}.pdf`);
test.beforeAll(() => fs.writeFileSync(cv, renderPdf('Curriculum Vitae')));
test.afterAll(() => fs.rmSync(cv, { force: true }));

for (const engine of ENGINES) {
  test.describe(`${engine.name} journeys`, () => {
    test.skip(!engine.available() && !process.env.CI, `${engine.name} is not installed here (.ci/run installs it)`);

    // A phone's width: MiniBrowser's and Firefox's windows are no narrower than about 450 px. One window
    // for all of them: each opens its own page.
    test(`phone: ${Object.keys(PHONE_JOURNEYS).join(', ')}`, async () => {
      // On the full school only the largest text runs: its longer details are what may not fit.
      test.skip(E2E.fullSchool, 'the full school runs the largest text only');
      test.setTimeout(180_000);
      await inWindow(engine, { width: 390, height: 844 }, async (browser) => {
        for (const [name, journey] of Object.entries(PHONE_JOURNEYS)) await test.step(name, () => journey(browser, { cv }));
      });
    });

    // The text at its largest: Firefox's text scale at 200%, WebKit's default font at 32 px.
    test('phone, text at its largest: nothing cut off or wider than the screen; menu, search and splash in their places; every journey', async () => {
      test.setTimeout(240_000);
      await inWindow(engine, { width: 390, height: 844, largeText: true }, async (browser) => {
        await test.step('pages, menu, search, splash', () => largestText(browser));
        for (const [name, journey] of Object.entries(PHONE_JOURNEYS)) await test.step(name, () => journey(browser, { cv }));
      });
    });

    if (engine.desktop) test('desktop: the header search answers as you type, and Enter opens the results', async () => {
      test.skip(E2E.fullSchool, 'the full school runs the largest text only');
      test.setTimeout(60_000);
      await inWindow(engine, { width: 1280, height: 900 }, headerSearch);
    });
  });
}
