// Grouped as the menu groups them, then the pages the menu lacks: a new page appears by itself.
import { isNavGroup, MAIN_NAVIGATION, type NavLink } from '@/lib/content/navigation';
import { SITE_PAGES } from '@/lib/site/pages';
import { SITE_MAP_PATH } from '@/lib/http/routes';

export interface SiteMapGroup {
  label: string;
  links: NavLink[];
}

/** Routes with no page of their own to list: an album is reached from its gallery. */
const NOT_LISTED: readonly string[] = ['/subgallery', SITE_MAP_PATH];

export function siteMapGroups(): SiteMapGroup[] {
  const main: NavLink[] = [];
  const groups: SiteMapGroup[] = [];
  for (const entry of MAIN_NAVIGATION) {
    if (isNavGroup(entry)) groups.push({ label: entry.label, links: entry.children });
    else main.push(entry);
  }
  main.push({ label: 'Welcome page', href: '/' });
  const listed = new Set([...main, ...groups.flatMap((group) => group.links)].map((link) => link.href));
  const more = SITE_PAGES.filter((page) => !listed.has(page.path) && !NOT_LISTED.includes(page.path))
    .map((page) => ({ label: page.title, href: page.path }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [{ label: 'Main pages', links: main }, ...groups, { label: 'More about the school', links: more }];
}
