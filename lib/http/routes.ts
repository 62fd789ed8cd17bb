/** A route of the site: one of app/'s page folders, or a school page's, named by its file in content/pages/ (siteRoutes.ts). */
export type SiteRoute = `/${string}`;

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
