/** @jest-environment node */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { SITE_ROUTES } from './routes';

const SITE_DIR = path.join(__dirname, '..', 'app', '(site)');

describe('SITE_ROUTES', () => {
  it('is exactly the pages the app serves: the splash plus every page folder of the site', () => {
    const pageFolders = readdirSync(SITE_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(SITE_DIR, entry.name, 'page.tsx')))
      .map((entry) => `/${entry.name}`);
    expect([...SITE_ROUTES].sort()).toEqual(['/', ...pageFolders].sort());
  });

  it('holds the 48 routes of the spec and the accessibility statement', () => {
    expect(SITE_ROUTES).toHaveLength(49);
    expect(new Set(SITE_ROUTES).size).toBe(SITE_ROUTES.length);
  });
});
