import fs, { readdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ARTICLES } from '../content/pages';
import { SITE_MAP_PATH, spellingsOf } from './routes';
import { SITE_ROUTES, siteRoutes } from './siteRoutes';
import { siteMapGroups } from '../site/siteMapLinks';

const routeSpelledOtherwise = spellingsOf(SITE_ROUTES);

const SITE_DIR = path.join(__dirname, '..', '..', 'app', '(site)');

describe('SITE_ROUTES', () => {
  it('is exactly the pages the app serves: the splash, every page folder of the site and every article', () => {
    const pageFolders = readdirSync(SITE_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('[') && existsSync(path.join(SITE_DIR, entry.name, 'page.tsx')))
      .map((entry) => `/${entry.name}`);
    expect(existsSync(path.join(SITE_DIR, '[article]', 'page.tsx'))).toBe(true);
    const articles = ARTICLES.map((article) => article.path);
    expect([...SITE_ROUTES].sort()).toEqual(['/', ...pageFolders, ...articles].sort());
  });

  it('has a route for each page folder of app/(site), and a new folder with a page is a new route', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-routes-'));
    try {
      fs.cpSync(path.join(process.cwd(), 'content', 'pages'), path.join(root, 'content', 'pages'), { recursive: true });
      // Names no page of the site will take.
      for (const [folder, file] of [['a-folder-added-by-a-test', 'page.tsx'], ['[slug]', 'page.tsx'], ['a-folder-without-a-page', 'layout.tsx']]) {
        fs.mkdirSync(path.join(root, 'app', '(site)', folder!), { recursive: true });
        fs.writeFileSync(path.join(root, 'app', '(site)', folder!, file!), 'export default function Page() {}\n');
      }
      // Of app/(site)'s folders, the new one with a page is a route; the one without a page, or bracketed, is not.
      expect(siteRoutes(root).filter((route) => !SITE_ROUTES.includes(route))).toEqual(['/a-folder-added-by-a-test']);
      expect(SITE_ROUTES.filter((route) => !siteRoutes(root).includes(route)).length).toBeGreaterThan(10);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('has a school page for each file of content/pages/, and a new file is a new route', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-routes-'));
    try {
      fs.cpSync(path.join(process.cwd(), 'content', 'pages'), path.join(root, 'content', 'pages'), { recursive: true });
      fs.symlinkSync(path.join(process.cwd(), 'app'), path.join(root, 'app'));
      // A name no page of the office's will take.
      fs.writeFileSync(path.join(root, 'content', 'pages', 'a-page-added-by-a-test.yaml'), 'title: Added\n');
      const routes = siteRoutes(root);
      expect(routes.filter((route) => !SITE_ROUTES.includes(route))).toEqual(['/a-page-added-by-a-test']);
      expect(new Set(routes).size).toBe(routes.length);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

test('every route answers for its other-case spellings, and only those', () => {
  expect(routeSpelledOtherwise('/ourschool')).toBe('/OurSchool');
  expect(routeSpelledOtherwise('/Circulars')).toBe('/circulars');
  expect(routeSpelledOtherwise('/CONTACT-US')).toBe('/contact-us');
  expect(routeSpelledOtherwise('/prospectus')).toBe('/Prospectus');
  for (const route of SITE_ROUTES) {
    expect(routeSpelledOtherwise(route)).toBeUndefined();
    const otherwise = route === route.toUpperCase() ? route.toLowerCase() : route.toUpperCase();
    if (route !== '/') expect(routeSpelledOtherwise(otherwise)).toBe(route);
  }
  expect(routeSpelledOtherwise('/no-such-page')).toBeUndefined();
  expect(routeSpelledOtherwise('/subgallery/g1')).toBeUndefined();
});

test('the site map lists every page once but the album page, which its galleries lead to, each by its title', () => {
  const links = siteMapGroups().flatMap((group) => group.links);
  const listed = links.map((link) => link.href);
  expect(new Set(listed).size).toBe(listed.length);
  for (const route of SITE_ROUTES.filter((route) => route !== '/subgallery' && route !== SITE_MAP_PATH)) expect(listed).toContain(route);
  // Pages the menu does not hold are listed by the title their page shows.
  expect(links).toContainEqual({ label: 'Accessibility', href: '/accessibility' });
  expect(links).toContainEqual({ label: 'Search', href: '/search' });
});
