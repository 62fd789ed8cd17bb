// Every route of the site, on the server, found where it is made: each page folder of app/(site), the
// splash at /, the two articles kept beside the code, and one for each school page, whose address is its
// file's name in content/pages/ (a school page is one file). Read by proxy.ts, the metrics' route
// kinds, the sitemap and the site map.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteRoute } from './routes.ts';

/** The folder of the school's pages: `clubs.yaml` is `/clubs`. */
export const SCHOOL_PAGES_DIR = path.join('content', 'pages');

/** The folder of the site's own pages: `news/page.tsx` is `/news`. */
const SITE_PAGES_DIR = path.join('app', '(site)');

/** The accessibility statement and privacy notice describe this website: their text is code (lib/content/pages). */
const CODE_ARTICLE_ROUTES: readonly SiteRoute[] = ['/accessibility', '/privacy'];

const pageFilesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.yaml')) : []);

/**
 * The school's page files, by name, in name order: the content's reader and the routes both list them so.
 * CONTENT_OVERLAY_DIR's pages/ (the suite's full school) adds its own pages to content/'s.
 */
export function schoolPageFiles(root: string = process.cwd()): string[] {
  const overlay = process.env.CONTENT_OVERLAY_DIR;
  const names = [...pageFilesIn(path.join(root, SCHOOL_PAGES_DIR)), ...(overlay ? pageFilesIn(path.resolve(root, overlay, 'pages')) : [])];
  return [...new Set(names)].sort();
}

export function schoolPageRoutes(root: string = process.cwd()): SiteRoute[] {
  return schoolPageFiles(root).map((name): SiteRoute => `/${name.slice(0, -'.yaml'.length)}`);
}

/** Each folder of app/(site) that holds a page; a bracketed folder takes its address from a file, not its name. */
export function appPageRoutes(root: string = process.cwd()): SiteRoute[] {
  const dir = path.join(root, SITE_PAGES_DIR);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('[') && fs.existsSync(path.join(dir, entry.name, 'page.tsx')))
    .map((entry): SiteRoute => `/${entry.name}`)
    .sort();
}

export const siteRoutes = (root: string = process.cwd()): SiteRoute[] => ['/', ...appPageRoutes(root), ...CODE_ARTICLE_ROUTES, ...schoolPageRoutes(root)];

// Inside Next's bundles, the list the build read (next.config.js gives it as `env`), so no bundle (the
// proxy on Vercel least of all) depends on finding the folders at run time; in plain Node, the folders.
const builtList = process.env.KVNS_SITE_ROUTES;

export const SITE_ROUTES: readonly SiteRoute[] = builtList ? (JSON.parse(builtList) as SiteRoute[]) : siteRoutes();
