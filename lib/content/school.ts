/**
 * Facts about the school used across the site. The code, the founding and the copyright start are
 * fixed; the address, phone, e-mail and social links are the office's to confirm.
 */
export const SCHOOL = {
  name: 'Kapol Vidyanidhi International School',
  shortName: 'KVNS',
  code: 'KVNS',
  board: 'ICSE',
  description:
    'An ICSE, co-educational, English-medium school in Mumbai, founded in 2002 with 69 students.',
  foundingYear: 2002,
  foundingStudents: 69,
  address: {
    street: 'Kapol Vidyanidhi Campus, Mahavir Nagar, Kandivali (West)',
    locality: 'Mumbai',
    region: 'Maharashtra',
    postalCode: '400067',
    country: 'IN',
  },
  phone: '+91 22 2867 0000',
  email: 'office@kvns.edu.in',
  officeHours: ['Mon to Fri: 8:30 to 16:00', 'Sat: 9:00 to 14:00'],
} as const;

export const COPYRIGHT_START_YEAR = 2022;

export const WEB_DEVELOPER = { name: 'KVNS Web Team', href: '/contact-us' } as const;

export interface SocialLink {
  label: string;
  href: string;
}

export const SOCIAL_LINKS: SocialLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/kvns.school' },
  { label: 'Instagram', href: 'https://www.instagram.com/kvns.school' },
  { label: 'YouTube', href: 'https://www.youtube.com/@kvns.school' },
];

/** The external parent portal (login, password reset, fees, app). A placeholder for the office to confirm. */
export const PARENT_PORTAL_URL = 'https://parents.kvns.edu.in';

/** The school ERP's own login, external. A placeholder for the office to confirm. */
export const ERP_PORTAL_URL = 'https://erp.kvns.edu.in';

/** The two external portals, as the home page's side menu and their own pages link to them. */
export const PORTAL_LINKS = {
  parentPortal: { text: 'Parent Portal', href: PARENT_PORTAL_URL },
  erp: { text: 'School ERP Login', href: ERP_PORTAL_URL },
} as const;

const MAP_QUERY = encodeURIComponent(`${SCHOOL.name}, ${SCHOOL.address.street}, ${SCHOOL.address.locality}`);

/** The embedded map (an iframe, loaded only when asked for) and the same place in a new tab. */
export const MAP = {
  embedUrl: `https://www.google.com/maps?q=${MAP_QUERY}&output=embed`,
  linkUrl: `https://www.google.com/maps/search/?api=1&query=${MAP_QUERY}`,
} as const;

/** The school's phone as a link a phone dials with one tap. */
export const PHONE_HREF = `tel:${SCHOOL.phone.replace(/\s+/g, '')}`;
