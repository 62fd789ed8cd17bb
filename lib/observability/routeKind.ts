import { HOME_PATH, withoutTrailingSlash } from '../http/routes.ts';
import { SITE_ROUTES } from '../http/siteRoutes.ts';

/** The metrics label instead of the path, so series stay bounded whatever addresses clients send. */
export const ROUTE_KINDS = ['home', 'page', 'album', 'search', 'form', 'api', 'feed', 'image', 'file', 'static', 'unknown'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

const PAGE_ROUTES = new Set<string>(SITE_ROUTES);
const FORM_ROUTES = new Set(['/api/enquiry', '/api/career', '/api/withdraw']);
const FEED_ROUTES = new Set(['/feed.xml', '/calendar.ics', '/sitemap.xml', '/robots.txt', '/opensearch.xml', '/manifest.webmanifest']);

/** The kind of a path (no query); a path that names no route of the site is `unknown`. */
export function routeKind(pathname: string): RouteKind {
  const path = withoutTrailingSlash(pathname);
  if (path === '/' || path === HOME_PATH) return 'home';
  if (path === '/subgallery') return 'album';
  if (path === '/search') return 'search';
  if (PAGE_ROUTES.has(path)) return 'page';
  if (FORM_ROUTES.has(path)) return 'form';
  if (path.startsWith('/api/')) return 'api';
  if (FEED_ROUTES.has(path) || path.startsWith('/calendar/')) return 'feed';
  if (path === '/_next/image') return 'image';
  if (path.startsWith('/files/')) return 'file';
  if (path.startsWith('/_next/static/') || /^\/(images|docs|fonts|videos)\//.test(path) || /\.(ico|png|svg|jpg|webp|txt|pdf)$/.test(path)) return 'static';
  return 'unknown';
}
