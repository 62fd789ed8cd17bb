import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { SITE_ROUTES } from '../lib/routes';
import { EMPTY_STATES, PROVIDER_ROUTES } from './provider';
import { E2E } from './settings.mjs';

/**
 * A fresh build and start while the provider is down: every route answers with its empty or default
 * state, and the content arrives once the provider is back. A second copy of the site, on its own
 * ports and build folder, so the other tests' server is left alone.
 */
const ROOT = path.resolve(__dirname, '..');
const DIST_DIR = '.next/cold-start';
const PROVIDER_PORT = E2E.providerPort + 20;
const SITE_PORT = E2E.sitePort + 20;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const env = {
  ...process.env,
  ...E2E.env,
  PROVIDER_API_URL: `http://127.0.0.1:${PROVIDER_PORT}`,
  SITE_URL: SITE,
  NEXT_DIST_DIR: DIST_DIR,
};

let site: ChildProcess | undefined;
let provider: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  site?.kill('SIGTERM');
  provider?.kill('SIGTERM');
  rmSync(path.join(ROOT, DIST_DIR), { recursive: true, force: true });
});

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

test('built and started with the provider down, every route answers 200, then fills in once it is back', async ({ page }) => {
  test.setTimeout(300_000);
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: ROOT, env, encoding: 'utf8' });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  site = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(SITE_PORT), '-H', '127.0.0.1'], { cwd: ROOT, env, stdio: 'ignore' });
  await waitFor(`${SITE}/accessibility`);

  for (const route of SITE_ROUTES) {
    const response = await page.goto(`${SITE}${route === '/subgallery' ? '/subgallery?id=a1' : route}`);
    expect(response?.status(), route).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveCount(1);
  }
  for (const [route, text] of EMPTY_STATES) {
    await page.goto(`${SITE}${route}`);
    await expect(page.getByRole('main'), route).toContainText(text);
  }

  provider = spawn(process.execPath, ['demo-provider/server.mjs'], { cwd: ROOT, env: { ...env, PORT: String(PROVIDER_PORT) }, stdio: 'ignore' });
  await waitFor(`${env.PROVIDER_API_URL}/__demo/health`);
  // Within a revalidation period or two each page regenerates with the provider's content.
  for (const [route, text] of PROVIDER_ROUTES) {
    await expect
      .poll(
        async () => {
          await page.goto(`${SITE}${route}`);
          return (await page.getByRole('main').textContent())?.includes(text) ?? false;
        },
        { message: route, timeout: 30_000, intervals: [1_000] },
      )
      .toBe(true);
  }
});
