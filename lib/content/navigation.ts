/** The main navigation, in its order and with its labels. */
import { HOME_PATH } from '@/lib/http/routes';

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab, leaving the site. */
  external?: boolean;
}

export interface NavGroup {
  label: string;
  children: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

/** The menu's ICSE Result: the page that shows the result and links its PDF once the office supplies them (content/), and says so until then. */
export const ICSE_RESULT_PAGE = '/result';

export const MAIN_NAVIGATION: NavEntry[] = [
  { label: 'Home', href: HOME_PATH },
  {
    label: 'About Us',
    children: [
      { label: 'Our School', href: '/OurSchool' },
      { label: 'Vision & Mission', href: '/our-vision-mission' },
      { label: 'Chairman', href: '/founderchairperson' },
      { label: 'Chairperson', href: '/chairperson' },
      { label: 'Principal', href: '/principal' },
      { label: 'Our Staff', href: '/our-staff' },
      { label: 'EPTA', href: '/EPTA' },
      { label: 'Code Of Conduct', href: '/code-of-conduct' },
      { label: 'Infrastructure', href: '/infrastructure' },
    ],
  },
  { label: 'Activity', href: '/activity' },
  {
    label: 'Academics',
    children: [
      { label: 'ICSE Result', href: ICSE_RESULT_PAGE },
      { label: 'School Events', href: '/schoolevents' },
      { label: 'Curriculum', href: '/curriculum' },
      { label: 'School Timings', href: '/school-timings' },
      { label: 'Leave of Absence', href: '/leave-absence' },
      { label: 'Examination', href: '/examination' },
      { label: 'Recommendations to Parents', href: '/rtoparents' },
    ],
  },
  {
    label: 'Gallery',
    children: [
      { label: 'Photo Gallery', href: '/photo-gallery' },
      { label: 'Video Gallery', href: '/video-gallery' },
      { label: 'Our Accolades', href: '/our-accolades' },
      { label: 'Newsletter', href: '/newsletter' },
    ],
  },
  {
    label: 'Achievements',
    children: [
      { label: 'Our Achievements', href: '/achievements' },
      { label: 'Achievements of Kapolites', href: '/achievements-kapolites' },
      { label: 'Sports Corner', href: '/sport-corner' },
    ],
  },
  { label: 'Circulars', href: '/circulars' },
  { label: 'Prospectus', href: '/Prospectus' },
  { label: 'Career', href: '/career' },
  { label: 'Contact Us', href: '/contact-us' },
];
