import { MAIN_NAVIGATION, isNavGroup, type NavEntry } from '../content/navigation';
import { isEntryActive } from './activeEntry';

const entry = (label: string): NavEntry => {
  const found = MAIN_NAVIGATION.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no entry ${label}`);
  return found;
};

test('the menu: labels once each, every group holding links, no address twice', () => {
  const labels = MAIN_NAVIGATION.map((item) => item.label);
  expect(new Set(labels).size).toBe(labels.length);
  const links = MAIN_NAVIGATION.flatMap((item) => (isNavGroup(item) ? item.children : [item]));
  for (const item of MAIN_NAVIGATION) if (isNavGroup(item)) expect(item.children.length).toBeGreaterThan(0);
  const hrefs = links.map((link) => link.href.toLowerCase());
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

describe('isEntryActive', () => {
  test('a link is active on its own path, ignoring case and a trailing slash', () => {
    expect(isEntryActive(entry('Home'), '/landing')).toBe(true);
    expect(isEntryActive(entry('Home'), '/landing/')).toBe(true);
    expect(isEntryActive(entry('Prospectus'), '/prospectus')).toBe(true);
    expect(isEntryActive(entry('Home'), '/')).toBe(false);
    expect(isEntryActive(entry('Home'), '/landingpage')).toBe(false);
  });

  test('a group is active on each of its own pages, in any case, and on no other page of the menu', () => {
    const groups = MAIN_NAVIGATION.filter(isNavGroup);
    const pages = MAIN_NAVIGATION.flatMap((item) => (isNavGroup(item) ? item.children : [item])).filter((link) => !link.external);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      for (const page of pages) {
        const own = group.children.some((child) => child === page);
        expect(isEntryActive(group, page.href)).toBe(own);
        expect(isEntryActive(group, `${page.href.toUpperCase()}/`)).toBe(own);
      }
    }
    // A path that only begins like one of its pages' is not that page.
    expect(isEntryActive(entry('Gallery'), '/news')).toBe(false);
  });
});
