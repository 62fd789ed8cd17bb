import { isNavGroup, type NavEntry } from '../content/navigation';
import { withoutTrailingSlash } from '../http/routes';

/** Paths compare without a trailing slash and without case, as /OurSchool and /ourschool are the same page. */
function samePath(a: string, b: string): boolean {
  const clean = (path: string) => withoutTrailingSlash(path).toLowerCase();
  return clean(a) === clean(b);
}

/** True when the entry is the current page, or a group holding it (a group is highlighted when a child is active). */
export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  if (isNavGroup(entry)) return entry.children.some((child) => !child.external && samePath(child.href, pathname));
  return !entry.external && samePath(entry.href, pathname);
}

