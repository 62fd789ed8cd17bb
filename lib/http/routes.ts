// A unit test keeps this equal to the pages under app/.
export const SITE_ROUTES = [
  '/',
  '/landing',
  '/OurSchool',
  '/our-vision-mission',
  '/founderchairperson',
  '/chairperson',
  '/principal',
  '/our-staff',
  '/EPTA',
  '/code-of-conduct',
  '/pedagogy',
  '/academics',
  '/curriculum',
  '/examination',
  '/leave-absence',
  '/rtoparents',
  '/school-timings',
  '/clubs',
  '/house',
  '/schoolevents',
  '/generalinfo',
  '/infrastructure',
  '/schoolterms',
  '/schooltransport',
  '/achievements-kapolites',
  '/achievements',
  '/result',
  '/sport-corner',
  '/activity',
  '/circulars',
  '/student-council',
  '/newsletter',
  '/photo-gallery',
  '/video-gallery',
  '/our-accolades',
  '/sport-academy',
  '/contact-us',
  '/career',
  '/toppers',
  '/news',
  '/our-vision',
  '/our-mission',
  '/faculty',
  '/parent-portal-guidelines',
  '/erp-software',
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

export type SiteRoute = (typeof SITE_ROUTES)[number];

/** The home page (the splash at / leads to it). */
export const HOME_PATH = '/landing' satisfies SiteRoute;

/** The page that lists every other one, linked from every page's footer. */
export const SITE_MAP_PATH = '/site-map' satisfies SiteRoute;

/** Routes whose content is a query away (one album, one search): not in the sitemap on their own. */
export const QUERY_ROUTES: readonly SiteRoute[] = ['/subgallery', '/search'];


// Made on first use: a map built as the module loads would stay in every client bundle that imports
// HOME_PATH (the menu does), as a bundler cannot tell that building it has no effect.
let routeByLowerCase: Map<string, SiteRoute> | undefined;

/** A path without its trailing slashes (`/` stays `/`). */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** `/circulars/` or `/ourschool`: undefined for the route's own spelling or no route. */
export function routeSpelledOtherwise(pathname: string): SiteRoute | undefined {
  const trimmed = withoutTrailingSlash(pathname);
  routeByLowerCase ??= new Map(SITE_ROUTES.map((route) => [route.toLowerCase(), route]));
  const route = routeByLowerCase.get(trimmed.toLowerCase());
  return route && route !== pathname ? route : undefined;
}
