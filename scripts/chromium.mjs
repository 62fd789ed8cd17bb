// The Chromium the tests and benchmarks drive, and how it is started: Debian's where it is installed
// (CHROMIUM_PATH overrides), else none, so Playwright uses its own. The flags keep a headless run quiet
// and offline: no sandbox (containers), no GPU, no background downloads, updates, sync or first-run UI.
import fs from 'node:fs';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => fs.existsSync(candidate));

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's launch options for that Chromium, with any flags a caller adds. */
export const chromiumLaunchOptions = (extraFlags = []) => ({
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: [...CHROMIUM_FLAGS, ...extraFlags],
});
