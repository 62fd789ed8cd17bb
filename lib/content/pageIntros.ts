// The routes draw banner and metadata from here, and the search indexes the same words.
import { FALLBACK } from './fallbacks';
import { ADDRESS_LINE, OFFICE, PENDING_CONTACT, pendingSentence, SCHOOL } from './school';
import { OFFICE_HOURS } from './timings';
import { HOME_PATH, SITE_MAP_PATH } from '@/lib/http/routes';

export interface PageIntro {
  path: string;
  title: string;
  /** The meta description. */
  description: string;
  /** The line under the banner's heading. */
  lead?: string;
  /** Text the page shows before its forms or provider content. */
  text?: string[];
  /** The title as it is, without the school's short name after it (the splash). */
  absoluteTitle?: boolean;
  /** Kept out of search engines' results (the album page without an album). */
  noIndex?: boolean;
}

/** The entry splash at `/`. */
export const SPLASH_INTRO: PageIntro = { path: '/', title: `${SCHOOL.name}, Mumbai`, absoluteTitle: true, description: SCHOOL.description };

export const HOME_INTRO: PageIntro = { path: HOME_PATH, title: 'Home', description: SCHOOL.description };

export const CONTACT_INTRO: PageIntro = {
  path: '/contact-us',
  title: 'Contact Us',
  description: PENDING_CONTACT
    ? 'How to reach the school: the admission enquiry form and the office hours.'
    : "How to reach the school: the admission enquiry form, the office hours, the school's address, phone and map.",
  lead: 'Ask the school about admission with the enquiry form.',
  text: [
    'Admission enquiry form',
    ...(PENDING_CONTACT ? [pendingSentence(PENDING_CONTACT)] : []),
    ...[ADDRESS_LINE, OFFICE.phone && `Phone ${OFFICE.phone}`, OFFICE.email && `E-mail ${OFFICE.email}`].filter((line): line is string => Boolean(line)),
    `Office hours: ${OFFICE_HOURS.map((hours) => `${hours.days} ${hours.from} to ${hours.to}`).join(', ')}`,
  ],
};

export const CAREER_INTRO: PageIntro = {
  path: '/career',
  title: 'Career',
  description: 'Send your job application and CV to the school.',
  lead: 'Send your job application and CV to the school.',
};

export const PROBLEM_INTRO: PageIntro = {
  path: '/report-a-problem',
  title: 'Report a problem',
  description: 'Tell the school office about something on this website that is hard to use or does not work.',
  lead: 'Tell the school office about something on this website that is hard to use or does not work.',
  text: ['Say which page, and what went wrong. Nothing about a child is asked. Your report goes to the school office with a reference.'],
};

export const WITHDRAW_INTRO: PageIntro = {
  path: '/withdraw-consent',
  title: 'Withdraw consent',
  description: 'Withdraw your consent for a form you sent and have what it carried erased, with the reference it gave you or without it.',
  lead: 'Withdraw your consent for a form you sent, and have it erased.',
  text: [
    'Give the reference the admission enquiry or job application gave you, and the name and e-mail address you sent it with: this website erases its own copy at once if that address is the one the form came from. Without the reference, say which form you sent and about when; nothing about a child is asked. Your request goes to the school office with a reference of its own.',
  ],
};

export const PROSPECTUS_INTRO: PageIntro = {
  path: '/Prospectus',
  title: 'Prospectus',
  description: 'Page through our 20-page prospectus: the school, its curriculum, facilities, fees and admissions.',
  lead: 'Turn the pages with the arrows, the arrow keys, or by dragging a corner.',
};

export const TOPPERS_INTRO: PageIntro = {
  path: '/toppers',
  title: 'Toppers',
  description: "The school's toppers, year by year.",
  lead: "The school's toppers, year by year.",
};

export const TESTIMONIALS_INTRO: PageIntro = {
  path: '/testimonials',
  title: 'Testimonials',
  description: 'What people say about the school.',
  lead: 'What people say about the school.',
};

export const SEARCH_INTRO: PageIntro = {
  path: '/search',
  title: 'Search',
  description: `Search the pages, news, circulars, events and galleries of ${SCHOOL.name}.`,
};

export const SITE_MAP_INTRO: PageIntro = {
  path: SITE_MAP_PATH,
  title: 'Site map',
  description: 'Every page of the school website, grouped as the menu groups them.',
};

/** `/subgallery` with no album: a well-formed `?id=` is rewritten to the album's own page before it gets here. */
export const NO_ALBUM_INTRO: PageIntro = {
  path: '/subgallery',
  title: FALLBACK.title,
  description: 'Photos from a school album.',
  noIndex: true,
};
