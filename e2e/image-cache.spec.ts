import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './test';
import { SITE_SERVER, outboxDirOfItsOwn, processGroup, waitFor } from './processes';
import { E2E } from './settings.mjs';

/**
 * The image optimiser's disk cache stays within IMAGE_CACHE_MAX_MB however many addresses and widths are
 * asked for. An instance of its own with a small bound, on the suite's build (whose cache folder it
 * shares), after every other test, so no other instance writes there meanwhile.
 */
const SITE = `http://127.0.0.1:${E2E.sitePort + 50}`;
const BOUND_MB = 0.05;
const CACHE_DIR = path.join(process.cwd(), E2E.env.NEXT_DIST_DIR, 'cache', 'images');

const processes = processGroup({ ...process.env, ...E2E.env, FORM_OUTBOX_DIR: outboxDirOfItsOwn('image-cache'), IMAGE_CACHE_MAX_MB: String(BOUND_MB) });

test.beforeAll(async () => {
  processes.start(process.execPath, [SITE_SERVER, '-p', new URL(SITE).port, '-H', '127.0.0.1']);
  await waitFor(async () => (await fetch(`${SITE}/api/health`)).ok, 'the instance up');
});

test.afterAll(() => processes.stop());

async function folderBytes(folder: string): Promise<{ bytes: number; largest: number }> {
  let bytes = 0;
  let largest = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    const { size } = await stat(path.join(entry.parentPath, entry.name));
    bytes += size;
    largest = Math.max(largest, size);
  }
  return { bytes, largest };
}

test('new image addresses and widths do not grow the optimiser cache past its bound', async () => {
  const provider = new URL(E2E.providerUrl);
  const widths = [640, 750, 828, 1080];
  let written = 0;
  for (let image = 0; image < 12; image += 1) {
    for (const width of widths) {
      const source = `http://${provider.host}/api/image/gallery/cache-bound-${image}.jpg`;
      const response = await fetch(`${SITE}/_next/image?url=${encodeURIComponent(source)}&w=${width}&q=75`, { headers: { accept: 'image/webp' } });
      expect(response.status).toBe(200);
      written += (await response.arrayBuffer()).byteLength;
    }
  }
  const { bytes, largest } = await folderBytes(CACHE_DIR);
  // Enough was asked for to pass the bound several times over; the folder holds at most the bound and the entry being added.
  expect(written).toBeGreaterThan(3 * BOUND_MB * 1024 * 1024);
  expect(bytes).toBeLessThanOrEqual(BOUND_MB * 1024 * 1024 + largest);
});
