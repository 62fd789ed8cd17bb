import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import { E2E } from './e2e/settings.mjs';
import { chromiumLaunchOptions, testChromiumPath } from './scripts/chromium.mjs';

/**
 * E2E against the production build (made by scripts/e2e.mjs with the same settings) and the demo
 * provider, in Debian's Chromium headless shell or full Chromium when present (CHROMIUM_PATH
 * overrides), else Playwright's own browser.
 */
const launchOptions = chromiumLaunchOptions(['--disable-quic'], testChromiumPath);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One worker a core this process may run on (taskset and container limits count), at most two: the
  // site, the demo provider and Chromium share the same cores.
  workers: Math.min(2, os.availableParallelism()),
  // Headroom for a machine half as fast, or one core: these bound a hang, they measure nothing.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E.siteUrl,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'site',
      // The full school's own spec runs only on it (E2E_SCHOOL=full, scripts/e2e.mjs).
      testIgnore: E2E.fullSchool ? /(outage|cold-start|scale|outbox|deploys|image-cache|observability)\.spec\.ts/ : /(outage|cold-start|scale|outbox|deploys|image-cache|observability|full-school)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // Fault switches act on the shared demo provider, so those tests run after the rest, the only ones on it.
    {
      name: 'outage',
      testMatch: /(outage|cold-start)\.spec\.ts/,
      dependencies: ['site'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // Sites of their own (two instances on a Redis of their own; an outbox in SQLite and two on a Redis
    // queue, with a provider of their own; two that export their metrics, logs and traces to the tests; a
    // second build, as a deploy makes it):
    // beside the outage tests, which spend most of their time waiting out revalidation periods.
    {
      name: 'instances',
      testMatch: /(scale|outbox|deploys|observability)\.spec\.ts/,
      dependencies: ['site'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // One instance with a small image cache, alone on the build's cache folder: last, when no other server draws images.
    {
      name: 'image-cache',
      testMatch: /image-cache\.spec\.ts/,
      dependencies: ['outage', 'instances'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: [
    {
      command: 'node demo-provider/server.mjs',
      url: `${E2E.providerUrl}/__demo/health`,
      env: { PORT: String(E2E.providerPort) },
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve.mjs -p ${E2E.sitePort}`,
      url: `${E2E.siteUrl}/landing`,
      env: E2E.env,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
