/**
 * The site map page's links: every page, grouped as the main menu groups them, then the pages the menu
 * does not hold, by title. Built from the menu and the route list, so a new page appears here by itself.
 */
import { isNavGroup, MAIN_NAVIGATION, type NavLink } from '@/lib/content/navigation';
import { SITE_ROUTES, type SiteRoute } from '@/lib/routes';

export interface SiteMapGroup {
  label: string;
  links: NavLink[];
}

export const SITE_MAP_PATH = '/site-map' satisfies SiteRoute;

/** Routes with no page of their own to list: an album is reached from its gallery. */
const NOT_LISTED: readonly string[] = ['/subgallery'];

export function siteMapGroups(titleOf: (path: string) => string | undefined): SiteMapGroup[] {
  const main: NavLink[] = [];
  const groups: SiteMapGroup[] = [];
  for (const entry of MAIN_NAVIGATION) {
    if (isNavGroup(entry)) groups.push({ label: entry.label, links: entry.children });
    else main.push(entry);
  }
  main.push({ label: 'Welcome page', href: '/' });
  const listed = new Set([...main, ...groups.flatMap((group) => group.links)].map((link) => link.href));
  const more = SITE_ROUTES.filter((route) => !listed.has(route) && !NOT_LISTED.includes(route) && route !== SITE_MAP_PATH)
    .map((route) => ({ label: titleOf(route) ?? route, href: route }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [{ label: 'Main pages', links: main }, ...groups, { label: 'More about the school', links: more }];
}
