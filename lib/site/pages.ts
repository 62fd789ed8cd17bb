// The site map page, the sitemap, the search and each page's metadata all read this one record.
import { isNavGroup, MAIN_NAVIGATION } from '../content/navigation';
import { CHAIRMAN_PAGE, CHAIRPERSON_PAGE, PRINCIPAL_PAGE } from '../content/leaders';
import {
  CAREER_INTRO,
  CONTACT_INTRO,
  HOME_INTRO,
  NO_ALBUM_INTRO,
  PROSPECTUS_INTRO,
  SEARCH_INTRO,
  SITE_MAP_INTRO,
  SPLASH_INTRO,
  TESTIMONIALS_INTRO,
  TOPPERS_INTRO,
  WITHDRAW_INTRO,
  PROBLEM_INTRO,
} from '../content/pageIntros';
import { ARTICLES } from '../content/pages';
import { PROVIDER_PAGES } from '../listings/config';
import { QUERY_ROUTES, type SiteRoute } from '../http/routes';
import { SITE_ROUTES } from '../http/siteRoutes';
import type { PageSeo } from './seo';

export interface SitePage extends PageSeo {
  path: SiteRoute;
  /** The main menu's group that holds the page; none for the menu's top-level links and the pages it leaves out. */
  group?: string;
  /** In the sitemap for search engines: not the routes whose content is a query away, nor a page kept out of search. */
  inSitemap: boolean;
}

/** Each page's own record, as its route reads it. */
export const PAGE_RECORDS: readonly PageSeo[] = [
  SPLASH_INTRO,
  HOME_INTRO,
  ...ARTICLES,
  ...PROVIDER_PAGES,
  CHAIRPERSON_PAGE,
  CHAIRMAN_PAGE,
  PRINCIPAL_PAGE,
  CONTACT_INTRO,
  CAREER_INTRO,
  PROSPECTUS_INTRO,
  TOPPERS_INTRO,
  TESTIMONIALS_INTRO,
  SEARCH_INTRO,
  SITE_MAP_INTRO,
  NO_ALBUM_INTRO,
  WITHDRAW_INTRO,
  PROBLEM_INTRO,
];

const MENU_GROUP_OF = new Map(MAIN_NAVIGATION.filter(isNavGroup).flatMap((group) => group.children.map((link) => [link.href, group.label] as const)));

function registry(): SitePage[] {
  const recordOf = new Map<string, PageSeo>();
  for (const record of PAGE_RECORDS) {
    if (recordOf.has(record.path)) throw new Error(`two pages claim ${record.path}`);
    recordOf.set(record.path, record);
  }
  return SITE_ROUTES.map((path) => {
    const record = recordOf.get(path);
    // Stops the build: every route needs a title and a description of its own.
    if (!record) throw new Error(`${path} has no title and description: a page of app/ adds its record to PAGE_RECORDS in lib/site/pages.ts`);
    const { title, description, absoluteTitle, noIndex } = record;
    return { path, title, description, absoluteTitle, noIndex, group: MENU_GROUP_OF.get(path), inSitemap: !QUERY_ROUTES.includes(path) && !noIndex };
  });
}

/** Every page, in the order of SITE_ROUTES. */
export const SITE_PAGES: readonly SitePage[] = registry();
