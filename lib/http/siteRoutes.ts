// Every route of the site, on the server: app/'s own, and one for each school page, whose address is its
// file's name in content/pages/ (a school page is one file). Read by the front door, the metrics' route
// kinds, the sitemap and the site map.
import fs from 'node:fs';
import path from 'node:path';
import { APP_ROUTES, type SiteRoute } from './routes.ts';

/** The folder of the school's pages: `clubs.yaml` is `/clubs`. */
export const SCHOOL_PAGES_DIR = path.join('content', 'pages');

/** The school's page files, by name, in name order: the content's reader and the routes both list them so. */
export function schoolPageFiles(root: string = process.cwd()): string[] {
  return fs
    .readdirSync(path.join(root, SCHOOL_PAGES_DIR))
    .filter((name) => name.endsWith('.yaml'))
    .sort();
}

export function schoolPageRoutes(root: string = process.cwd()): SiteRoute[] {
  return schoolPageFiles(root).map((name): SiteRoute => `/${name.slice(0, -'.yaml'.length)}`);
}

export const siteRoutes = (root: string = process.cwd()): SiteRoute[] => [...APP_ROUTES, ...schoolPageRoutes(root)];

// Inside Next's bundles, the list the build read (next.config.js gives it as `env`), so no bundle (the
// proxy on Vercel least of all) depends on finding the folder at run time; in plain Node, the folder.
const builtList = process.env.KVNS_SCHOOL_PAGE_ROUTES;

export const SITE_ROUTES: readonly SiteRoute[] = builtList ? [...APP_ROUTES, ...(JSON.parse(builtList) as SiteRoute[])] : siteRoutes();
