import { MAIN_NAVIGATION, isNavGroup, type NavEntry } from '../content/navigation';
import { isEntryActive } from './activeEntry';

const entry = (label: string): NavEntry => {
  const found = MAIN_NAVIGATION.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no entry ${label}`);
  return found;
};

test('the navigation: its groups, order and targets', () => {
  expect(MAIN_NAVIGATION.map((item) => item.label)).toEqual([
    'Home', 'About Us', 'Activity', 'Academics', 'Gallery', 'Achievements', 'Circulars', 'Prospectus', 'Career', 'Contact Us',
  ]);
  const hrefs = (label: string) => {
    const group = entry(label);
    return isNavGroup(group) ? group.children.map((child) => child.href) : [];
  };
  expect(hrefs('About Us')).toEqual([
    '/OurSchool', '/our-vision-mission', '/founderchairperson', '/chairperson', '/principal', '/our-staff', '/EPTA',
    '/code-of-conduct', '/infrastructure',
  ]);
  expect(hrefs('Academics').slice(1)).toEqual([
    '/schoolevents', '/curriculum', '/school-timings', '/leave-absence', '/examination', '/rtoparents',
  ]);
  expect(hrefs('Gallery')).toEqual(['/photo-gallery', '/video-gallery', '/our-accolades', '/newsletter']);
  expect(hrefs('Achievements')).toEqual(['/achievements', '/achievements-kapolites', '/sport-corner']);
  const academics = entry('Academics');
  expect(isNavGroup(academics) && academics.children[0]).toEqual({ label: 'ICSE Result', href: '/result' });
});

describe('isEntryActive', () => {
  test('a link is active on its own path, ignoring case and a trailing slash', () => {
    expect(isEntryActive(entry('Home'), '/landing')).toBe(true);
    expect(isEntryActive(entry('Home'), '/landing/')).toBe(true);
    expect(isEntryActive(entry('Prospectus'), '/prospectus')).toBe(true);
    expect(isEntryActive(entry('Home'), '/')).toBe(false);
    expect(isEntryActive(entry('Home'), '/landingpage')).toBe(false);
  });

  test('a group is active when any of its child routes is', () => {
    expect(isEntryActive(entry('About Us'), '/EPTA')).toBe(true);
    expect(isEntryActive(entry('Gallery'), '/newsletter')).toBe(true);
    expect(isEntryActive(entry('Gallery'), '/news')).toBe(false);
    expect(isEntryActive(entry('Academics'), '/docs/icse-result.pdf')).toBe(false);
  });
});
