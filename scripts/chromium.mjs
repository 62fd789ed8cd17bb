// The Chromium the tests and benchmarks drive, and how it is started: Debian's where it is installed
// (CHROMIUM_PATH overrides), else none, so Playwright uses its own. The flags keep a headless run quiet
// and offline: no sandbox (containers), no GPU, no background downloads, updates, sync or first-run UI.
import fs from 'node:fs';

const firstInstalled = (candidates) => candidates.find((candidate) => fs.existsSync(candidate));

/** The full browser, as a visitor and PageSpeed Insights run it: the benchmarks measure in this one. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? firstInstalled(['/usr/bin/chromium', '/usr/bin/chromium-browser']);

/**
 * The end-to-end tests' browser: Chromium's headless shell where Debian's is installed (the build
 * Playwright itself runs headless tests in; the same engine without the browser's UI layer, about a
 * fifth less time over the suite), else the full browser.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? firstInstalled(['/usr/lib/chromium/chromium-headless-shell']) ?? chromiumPath;

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's launch options for a Chromium (the full browser unless told), with any flags a caller adds. */
export const chromiumLaunchOptions = (extraFlags = [], executablePath = chromiumPath) => ({
  ...(executablePath ? { executablePath } : {}),
  args: [...CHROMIUM_FLAGS, ...extraFlags],
});
