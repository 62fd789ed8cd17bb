// How fast a tap answers (Interaction to Next Paint), as a parent's phone would feel it: Chromium at 390 px
// with touch, 4x CPU slowdown and a slow-4G-like line, on the production build (`next start`) and the demo
// provider. Each interaction is made once the page has hydrated and at fixed times after
// DOMContentLoaded (while it hydrates), in a fresh browser each run; the Event Timing API gives the worst
// interaction's duration and its split (input delay, processing, presentation). Beside them, the floor:
// the same taps on a plain <button> toggling a popover, on an empty App Router page (scripts/empty-app).
//   node scripts/bench-inp.mjs                 (5 runs; BENCH_INP_RUNS=N)
//   BENCH_INP_DURING=300,1000                  (ms after DOMContentLoaded for the taps during hydration)
//   BENCH_INP_ONLY=menu-news,flip-book         (those interactions only)
//   BENCH_INP_CPU=8                            (CPU slowdown, default 4: this shared machine's speed moves
//                                               between sessions; a cheap phone is ~4x slower than a Pixel 5)
// Builds first unless BENCH_SKIP_BUILD=1. Writes .bench/inp.json too.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { NEXT_BIN, root, startProductionSite, waitFor } from './bench-server.mjs';

const RUNS = Number(process.env.BENCH_INP_RUNS) || 5;
const DURING_MS = (process.env.BENCH_INP_DURING ?? '300,1000').split(',').map(Number).filter(Number.isFinite);
const CPU_SLOWDOWN = Number(process.env.BENCH_INP_CPU) || 4;
/** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const LINE = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const EMPTY_APP = path.join(root, 'scripts', 'empty-app');
const EMPTY_PORT = 3272;

const launchOptions = chromiumLaunchOptions();

const menuButton = (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });

/**
 * The interactions: where, what is done first to reach the state (not measured), and the measured act.
 * Names are the rows of the table in docs/performance.md.
 */
const INTERACTIONS = [
  { name: 'menu-news', label: 'Menu button, /news', path: '/news', act: (page) => menuButton(page).tap() },
  {
    name: 'menu-group',
    label: 'a menu group, /news',
    path: '/news',
    before: (page) => menuButton(page).tap(),
    act: (page) => page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'About Us' }).tap(),
  },
  {
    name: 'menu-landing',
    label: 'Menu button, /landing',
    path: '/landing',
    // Once hydrated and quiet, the home page opens its admissions pop-up (on every load): it is closed
    // first, as a visitor would, so the Menu tap is measured and not blocked by the modal.
    before: async (page, when) => {
      if (when !== 'hydrated') return;
      const popup = page.getByRole('dialog', { name: 'Admissions open' });
      await popup.waitFor({ timeout: 10_000 }).catch(() => undefined);
      if (await popup.isVisible()) await page.keyboard.press('Escape');
    },
    act: (page) => menuButton(page).tap(),
  },
  {
    name: 'year-filter',
    label: 'year filter (keyboard), /news',
    path: '/news',
    before: (page) => page.getByLabel('Year').focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
  },
  {
    name: 'title-typing',
    label: "typing in a listing's title box, /news",
    path: '/news',
    before: (page) => page.getByLabel('Search by title').tap(),
    act: (page) => page.keyboard.type('da', { delay: 50 }),
  },
  { name: 'load-more', label: 'Load More, /photo-gallery', path: '/photo-gallery', act: (page) => page.getByRole('button', { name: 'Load More' }).tap() },
  {
    name: 'lightbox',
    label: 'lightbox open, then next, /student-council',
    path: '/student-council',
    act: async (page) => {
      await page.getByRole('link', { name: /^Open photo 1 of/ }).tap();
      // Before hydration the link opens the photo itself: a page load, which Event Timing does not see.
      const opened = await Promise.race([
        page.locator('.pswp[data-ready="true"]').waitFor({ timeout: 15_000 }).then(() => 'lightbox'),
        page.waitForURL(/\.jpg$/, { timeout: 15_000 }).then(() => 'photo'),
      ]);
      if (opened === 'photo') return 'opened the photo itself';
      await page.keyboard.press('ArrowRight');
    },
  },
  {
    name: 'header-search',
    label: 'header search: open, then type, /news',
    path: '/news',
    act: async (page) => {
      await page.getByRole('button', { name: 'Search', exact: true }).first().tap();
      await page.keyboard.type('fees', { delay: 50 });
    },
  },
  { name: 'flip-book', label: 'flip-book Next page, /Prospectus', path: '/Prospectus', act: (page) => page.getByRole('button', { name: /Next page/ }).tap() },
  {
    name: 'enquiry-errors',
    label: 'enquiry form sent empty, /contact-us',
    path: '/contact-us',
    act: (page) => page.getByRole('button', { name: 'Send enquiry' }).tap(),
  },
];

const FLOOR = { name: 'floor', label: 'floor: <button> toggling a popover, empty App Router page', path: '/tap', act: (page) => page.getByRole('button', { name: 'Menu' }).tap() };

/** Records every event that belongs to an interaction, as the page sees it. */
function recordInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** One fresh browser: load, reach the state, act, and return the worst interaction of the act. */
async function measure(origin, interaction, when) {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', LINE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recordInteractions);
    if (when === 'hydrated') {
      await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load', timeout: 120_000 });
      // The site marks <html data-hydrated>; the floor page has nothing to wait for but its load.
      if (interaction !== FLOOR) await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 120_000 });
      await page.waitForTimeout(1000);
    } else {
      await page.goto(`${origin}${interaction.path}`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
      await page.waitForTimeout(when);
    }
    if (interaction.before) {
      await interaction.before(page, when);
      await page.waitForTimeout(when === 'hydrated' ? 500 : 0);
    }
    const actStart = await page.evaluate(() => performance.now());
    const outcome = await interaction.act(page);
    if (typeof outcome === 'string') return { outcome };
    // Event Timing reports an interaction once its next frame is painted.
    await page.waitForTimeout(1500);
    const entries = await page.evaluate(() => window.__interactions);
    const worst = entries.filter((entry) => entry.startTime >= actStart - 1).sort((a, b) => b.duration - a.duration)[0];
    if (!worst) return { duration: 0, inputDelay: 0, processing: 0, presentation: 0 };
    return {
      duration: worst.duration,
      inputDelay: worst.processingStart - worst.startTime,
      processing: worst.processingEnd - worst.processingStart,
      presentation: worst.startTime + worst.duration - worst.processingEnd,
    };
  } finally {
    await browser.close();
  }
}

/** The run with the median duration, so its split adds up. */
function median(results) {
  const sorted = [...results].sort((a, b) => a.duration - b.duration);
  return sorted[Math.floor(sorted.length / 2)];
}

const only = process.env.BENCH_INP_ONLY?.split(',');
const interactions = only ? INTERACTIONS.filter((interaction) => only.includes(interaction.name)) : INTERACTIONS;

const { site, stop } = await startProductionSite({ sitePort: 3270, providerPort: 4270 });
const emptyBuild = spawnSync(process.execPath, [NEXT_BIN, 'build', EMPTY_APP], { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' });
if (emptyBuild.status !== 0) throw new Error('the empty App Router page did not build');
const emptyServer = spawn(process.execPath, [NEXT_BIN, 'start', EMPTY_APP, '-p', String(EMPTY_PORT), '-H', '127.0.0.1'], { cwd: root, stdio: 'ignore' });
process.on('exit', () => emptyServer.kill());
const EMPTY = `http://127.0.0.1:${EMPTY_PORT}`;
await waitFor(`${EMPTY}/tap`);

const moments = ['hydrated', ...DURING_MS];
const rows = [];
const raw = [];
for (const interaction of [FLOOR, ...interactions]) {
  const row = { interaction: interaction.label };
  for (const when of moments) {
    const results = [];
    for (let run = 0; run < RUNS; run += 1) {
      try {
        results.push(await measure(interaction === FLOOR ? EMPTY : site, interaction, when));
      } catch (error) {
        console.warn(`${interaction.name} ${when}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
    }
    raw.push({ interaction: interaction.name, when, results });
    const outcomes = [...new Set(results.map((result) => result.outcome).filter(Boolean))];
    const timed = results.filter((result) => !result.outcome);
    const middle = timed.length > results.length / 2 ? median(timed) : null;
    const column = when === 'hydrated' ? 'hydrated' : `${when} ms after DCL`;
    row[column] = middle
      ? `${Math.round(middle.duration)} (${Math.round(middle.inputDelay)}/${Math.round(middle.processing)}/${Math.round(middle.presentation)})`
      : outcomes.join(', ') || 'failed';
  }
  rows.push(row);
  console.log(JSON.stringify(row));
}

console.log(`\nINP: worst interaction, median of ${RUNS} fresh browsers, ms (input delay/processing/presentation); 0 = under 16 ms`);
console.log(`Chromium 390 px, touch, ${CPU_SLOWDOWN}x CPU, slow 4G; ${new Date().toISOString().slice(0, 10)}`);
console.table(rows);
fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
fs.writeFileSync(path.join(root, '.bench', 'inp.json'), JSON.stringify({ runs: RUNS, moments, rows, raw }, null, 2));
stop();
process.exit(0);
