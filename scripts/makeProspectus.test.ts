/** The prospectus's pictures as the build draws them: from the office's words, the same on every run. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import YAML from 'yaml';

jest.setTimeout(60_000);

let folder: string;
beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-prospectus-test-'));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The pages drawn into a folder of their own, with `overlay` (a content folder) over content/. */
function draw(name: string, overlay?: string): string {
  const out = path.join(folder, name);
  const { CONTENT_OVERLAY_DIR: _ignored, ...env } = process.env;
  execFileSync(process.execPath, ['scripts/make-prospectus.mjs', out], { env: overlay ? { ...env, CONTENT_OVERLAY_DIR: overlay } : env, stdio: 'ignore' });
  return out;
}

const bytes = (dir: string, page: number) => fs.readFileSync(path.join(dir, `page-${String(page).padStart(2, '0')}.jpg`));

test("a page's picture changes with its words alone, and each is drawn the same on every run", async () => {
  const first = draw('first');
  const again = draw('again');
  const { pages, source } = YAML.parse(fs.readFileSync('content/prospectus.yaml', 'utf8')) as { source: string; pages: { title: string; lines: string[] }[] };
  const overlay = path.join(folder, 'overlay');
  fs.mkdirSync(overlay);
  fs.writeFileSync(path.join(overlay, 'prospectus.yaml'), YAML.stringify({ source, pages: pages.map((page, index) => (index === 1 ? { ...page, title: `${page.title.slice(0, 12)} new` } : page)) }));
  const edited = draw('edited', overlay);

  expect(fs.readdirSync(first)).toHaveLength(20);
  for (let page = 1; page <= 20; page += 1) expect(bytes(again, page).equals(bytes(first, page))).toBe(true);
  expect(bytes(edited, 2).equals(bytes(first, 2))).toBe(false);
  expect(bytes(edited, 3).equals(bytes(first, 3))).toBe(true);
  expect(await sharp(bytes(first, 1)).metadata()).toMatchObject({ width: 1200, height: 908, format: 'jpeg' });
});
