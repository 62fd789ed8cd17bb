import { expect, test, type APIRequestContext } from './test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SITE_ROUTES } from '../lib/http/siteRoutes';
import { EMPTY_STATES, PROVIDER_ROUTES } from './provider';
import { E2E } from './settings.mjs';
import { NEXT_BIN, SITE_SERVER } from './processes';

/**
 * A fresh build and start while the provider is down: every route answers with its empty or default
 * state, and the content arrives once the provider is back. A second copy of the site, on its own
 * ports and build folder, so the other tests' server is left alone.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const DIST_DIR = '.next/cold-start';
const PROVIDER_PORT = E2E.providerPort + 20;
const SITE_PORT = E2E.sitePort + 20;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
/** A known secret: this provider refuses calls without it, and no visitor may ever see it. */
const TOKEN = 'kvns-e2e-secret-4f9c2a7e1b';
const env = {
  ...process.env,
  ...E2E.env,
  PROVIDER_API_URL: `http://127.0.0.1:${PROVIDER_PORT}`,
  PROVIDER_TOKEN: TOKEN,
  DEMO_PROVIDER_TOKEN: TOKEN,
  SITE_URL: SITE,
  NEXT_DIST_DIR: DIST_DIR,
  // An outbox of its own: one instance per outbox folder, and this one posts to its own provider.
  FORM_OUTBOX_DIR: '.data/cold-start-outbox',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let site: ChildProcess | undefined;
let provider: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  site?.kill('SIGTERM');
  provider?.kill('SIGTERM');
  rmSync(path.join(ROOT, DIST_DIR), { recursive: true, force: true });
  rmSync(path.join(ROOT, env.FORM_OUTBOX_DIR), { recursive: true, force: true });
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

/** The HTML a route answers with, after checking it answered 200. */
async function htmlOf(request: APIRequestContext, route: string) {
  const response = await request.get(`${SITE}${route}`);
  expect(response.status(), route).toBe(200);
  return response.text();
}

// What the server answers is the point here, so each page is asked for over HTTP, not drawn in a browser.
test('built and started with the provider down, every route answers 200, then fills in once it is back', async ({ request }) => {
  test.setTimeout(300_000);
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: ROOT, env, encoding: 'utf8' });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  site = spawn(process.execPath, [SITE_SERVER, '-p', String(SITE_PORT), '-H', '127.0.0.1'], { cwd: ROOT, env, stdio: 'ignore' });
  await waitFor(`${SITE}/accessibility`);

  // Every route, the sub gallery with no album: an album is a page of its own, cached once rendered, and
  // one never rendered waits for the provider (Next's error page until it is back).
  for (const route of SITE_ROUTES) expect((await htmlOf(request, route)).match(/<h1[\s>]/g), route).toHaveLength(1);
  for (const [route, text] of EMPTY_STATES) expect(await htmlOf(request, route), route).toContain(text);

  provider = spawn(process.execPath, ['demo-provider/server.mjs'], { cwd: ROOT, env: { ...env, PORT: String(PROVIDER_PORT) }, stdio: 'ignore' });
  await waitFor(`${env.PROVIDER_API_URL}/__demo/health`);
  // Within a revalidation period or two each page regenerates with the provider's content, and an album
  // asked for the first time shows its photos.
  for (const [route, text] of [...PROVIDER_ROUTES, ['/subgallery?id=g000001&from=/activity', 'Annual Day Celebration']] as const) {
    await expect.poll(async () => (await htmlOf(request, route)).includes(text), { message: route, timeout: 30_000, intervals: [250, 500] }).toBe(true);
  }
});

test('the provider token is in no client file and no page, though the provider got it', async ({ request }) => {
  // The content above only arrived because the server sent the token.
  const staticFiles = filesUnder(path.join(ROOT, DIST_DIR, 'static'));
  expect(staticFiles.length).toBeGreaterThan(10);
  for (const file of staticFiles) expect(readFileSync(file).includes(TOKEN), file).toBe(false);

  for (const route of SITE_ROUTES) {
    const url = `${SITE}${route === '/subgallery' ? '/subgallery?id=a1' : route}`;
    const html = await (await request.get(url)).text();
    expect(html.includes(TOKEN), route).toBe(false);
    // The payload client-side navigation reads.
    const flight = await (await request.get(url, { headers: { RSC: '1' } })).text();
    expect(flight.length, route).toBeGreaterThan(0);
    expect(flight.includes(TOKEN), route).toBe(false);
  }
  for (const path of ['/api/highlights', '/sitemap.xml', '/feed.xml', '/calendar.ics', '/robots.txt']) {
    expect((await (await request.get(`${SITE}${path}`)).text()).includes(TOKEN), path).toBe(false);
  }
});
