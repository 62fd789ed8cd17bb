// The routes app/ serves by folders of its own (and the two articles kept beside the code); each school
// page adds its own from its file in content/pages/ (lib/http/siteRoutes.ts). A unit test keeps this
// equal to app/'s folders.
export const APP_ROUTES = [
  '/',
  '/landing',
  '/founderchairperson',
  '/chairperson',
  '/principal',
  '/schoolevents',
  '/achievements-kapolites',
  '/achievements',
  '/sport-corner',
  '/activity',
  '/circulars',
  '/newsletter',
  '/photo-gallery',
  '/video-gallery',
  '/our-accolades',
  '/contact-us',
  '/career',
  '/toppers',
  '/news',
  '/subgallery',
  '/Prospectus',
  '/testimonials',
  '/accessibility',
  '/privacy',
  '/withdraw-consent',
  '/report-a-problem',
  '/search',
  '/site-map',
] as const;

export type AppRoute = (typeof APP_ROUTES)[number];

/** A route of the site: one of app/'s own, or a school page's, named by its file in content/pages/. */
export type SiteRoute = AppRoute | `/${string}`;

/** The home page (the splash at / leads to it). */
export const HOME_PATH = '/landing' satisfies SiteRoute;

/** The page that lists every other one, linked from every page's footer. */
export const SITE_MAP_PATH = '/site-map' satisfies SiteRoute;

/** Routes whose content is a query away (one album, one search): not in the sitemap on their own. */
export const QUERY_ROUTES: readonly SiteRoute[] = ['/subgallery', '/search'];


/** A path without its trailing slashes (`/` stays `/`). */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** For `routes`, the route a path such as `/circulars/` or `/ourschool` means: undefined for a route's own spelling or no route. */
export function spellingsOf(routes: readonly string[]): (pathname: string) => string | undefined {
  const routeByLowerCase = new Map(routes.map((route) => [route.toLowerCase(), route]));
  return (pathname) => {
    const route = routeByLowerCase.get(withoutTrailingSlash(pathname).toLowerCase());
    return route && route !== pathname ? route : undefined;
  };
}
