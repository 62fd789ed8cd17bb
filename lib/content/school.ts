import { SCHOOL_FACTS } from './about';
import { log } from '../observability/log';
import { ITEM_NAMES, officeFactsOf, readOfficeFacts } from './office';

/**
 * The school's details as the site shows them. The build stops on a file it cannot read; a server started
 * on one (a hand-edited file in a checkout the editor writes to) shows every detail as pending and logs
 * why, so that every page, the editor and its list of what is missing keep answering.
 */
function officeFacts() {
  try {
    return readOfficeFacts();
  } catch (error) {
    if (process.env.NEXT_PHASE === 'phase-production-build') throw error;
    log.error({ err: error }, 'content/school.yaml cannot be read: its details are shown as pending until it is mended');
    return { ...officeFactsOf(Object.fromEntries(Object.keys(ITEM_NAMES).map((name) => [name, { source: 'pending' }]))), sharePicture: null };
  }
}

// Code, board and founding are the spec's; contact details and portals are the office's
// (content/school.yaml), null and shown as pending until supplied.
export const OFFICE = officeFacts();

/** How a pending item is named where the site says the office will publish it. */
export const PENDING_NAMES = ITEM_NAMES;

/** The one wording for what the office has still to supply. */
export const pendingSentence = (what: string) => `The school office will publish ${what} here.`;

const { foundingYear, foundingStudents } = SCHOOL_FACTS;

export const SCHOOL = {
  /** The office's full name for the school; its code (the spec's) until the office gives it. */
  name: OFFICE.fullName ?? 'KVNS',
  /** "Full name (KVNS)", or the code alone while the full name is pending. */
  nameWithCode: OFFICE.fullName ? `${OFFICE.fullName} (KVNS)` : 'KVNS',
  shortName: 'KVNS',
  code: 'KVNS',
  board: 'ICSE',
  description: `An ICSE, co-educational, English-medium school in Mumbai, founded in ${foundingYear} with ${foundingStudents} students.`,
  foundingYear,
  foundingStudents,
} as const;

export const COPYRIGHT_START_YEAR = 2022;

/** Who the footer credits for the website (the spec), or null while the office has not named them. */
export const WEB_DEVELOPER = OFFICE.webDeveloper;

export interface SocialLink {
  label: string;
  href: string;
}

/** The school's pages on social networks, once the office gives them. */
export const SOCIAL_LINKS: SocialLink[] | null = OFFICE.social;

/** A link that leaves the site, or null while the office has not given its address. */
export interface OutsideLink {
  text: string;
  href: string | null;
  /** What the office will publish, while `href` is null. */
  pending: string;
}

/** The two external portals, as the home page's side menu and their own pages link to them. */
export const PORTAL_LINKS = {
  parentPortal: { text: 'Parent Portal', href: OFFICE.parentPortal, pending: ITEM_NAMES.parentPortal },
  erp: { text: 'School ERP Login', href: OFFICE.erpPortal, pending: ITEM_NAMES.erpPortal },
} satisfies Record<string, OutsideLink>;

/** The school's postal address on one line, or null while pending. */
export const ADDRESS_LINE = OFFICE.address && `${OFFICE.address.street}, ${OFFICE.address.locality}, ${OFFICE.address.region} ${OFFICE.address.postalCode}`;

/** The embedded map (an iframe, loaded only when asked for) and the same place in a new tab; none without an address. */
export const MAP = ADDRESS_LINE === null ? null : {
  embedUrl: `https://www.google.com/maps?q=${encodeURIComponent(`${SCHOOL.name}, ${ADDRESS_LINE}`)}&output=embed`,
  linkUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${SCHOOL.name}, ${ADDRESS_LINE}`)}`,
};

/** How prose tells a reader to reach the office: its e-mail and phone once supplied, the enquiry form until then. */
export const REACH_THE_OFFICE =
  [OFFICE.email && `e-mail ${OFFICE.email}`, OFFICE.phone && `call ${OFFICE.phone}`].filter(Boolean).join(' or ') ||
  'write to the school office with the short form on the Report a problem page';

/** The school's phone as a link a phone dials with one tap, or null while pending. */
export const PHONE_HREF = OFFICE.phone && `tel:${OFFICE.phone.replace(/\s+/g, '')}`;

/** The contact details still pending, as the footer and Contact Us name them; null once all are supplied. */
export const PENDING_CONTACT =
  [!OFFICE.phone && ITEM_NAMES.phone, !OFFICE.email && ITEM_NAMES.email, !OFFICE.address && ITEM_NAMES.address].filter(Boolean).join(', ') || null;
