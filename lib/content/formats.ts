// The formats of the office's items, each written once: the build's check (office.ts) and the editor's
// fields (lib/editor/config.ts) both use them. No Node modules here: the editor runs in the browser.

export type Format = { regex: RegExp; message: string };

export const FORMATS = {
  phone: { regex: /^\+?[\d ]{8,20}$/, message: 'must be a phone number, digits and spaces, + before the country code' },
  email: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'must be an e-mail address' },
  link: { regex: /^https:\/\/[^\s/]+\.[^\s]+$/, message: 'must be a full address starting with https://' },
  /** A file of the site (`/images/…`, `/docs/…`, `/media/…`, in public/) or a full https address. */
  fileAddress: { regex: /^(\/(images|docs|media)\/[\w./-]+|https:\/\/\S+)$/, message: 'must be a file under /images/, /docs/ or /media/, or a full https:// address' },
  pinCode: { regex: /^\d{6}$/, message: 'must be a six-digit PIN code' },
  isoDate: { regex: /^\d{4}-\d{2}-\d{2}$/, message: 'must be a date as YYYY-MM-DD' },
  clock: { regex: /^\d{1,2}:\d{2}$/, message: 'must be a time such as 7:00 or 13:40' },
  period: { regex: /^\d+ (days|months|years?)$/, message: 'must be a period such as "12 months"' },
  schoolYear: { regex: /^\d{4}-\d{2}$/, message: 'must be a school year such as 2024-25' },
  /** A school page's address after the site's name (its file's name in content/pages/). */
  pageAddress: { regex: /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/, message: 'must be letters and digits, words joined by hyphens, such as open-day-2027' },
  /** A page of this site, for links between its pages. */
  pagePath: { regex: /^\/[\w/#-]*$/, message: 'must be a path of this site, such as /toppers' },
  colour: { regex: /^#[0-9a-fA-F]{6}$/, message: 'must be a colour such as #12355b' },
  anyText: { regex: /[\s\S]*/, message: '' },
} as const satisfies Record<string, Format>;

/** What each item is, said where the site shows that it is pending and by `content:status`. */
export const ITEM_NAMES = {
  phone: "the school's phone number",
  email: "the school's e-mail address",
  address: "the school's postal address (and so its map)",
  social: "the school's pages on social networks",
  parentPortal: 'the link to the parent portal',
  erpPortal: 'the link to the school ERP login',
  grievanceOfficer: 'the name and e-mail address of the officer who answers complaints about personal data',
  cvKeptFor: 'how long the school keeps a job application and CV',
  schoolDays: 'the days of the week each section comes to school',
  timingsStdIToIII: 'the school hours of Std I to III',
  fullName: "the school's full name",
  webDeveloper: "the name of the school's web developer",
  sharePicture: 'the picture shown when a page of the site is shared',
  incidentLead: 'who leads the response to a personal data breach and reports it to CERT-In and the Data Protection Board (docs/operations.md)',
  websiteHost: 'the name of the company that hosts this website (every form passes through it)',
  contentService: "the name of the company that runs the school's content service (every form is sent to it)",
  answerWithin: 'how long the school takes to answer a request about personal data',
  enquiryKeptFor: 'how long the school keeps an admission enquiry',
  usualAges: 'how old children usually are in each class (until given, the enquiry form asks nothing about a child\'s age)',
};

export type ItemName = keyof typeof ITEM_NAMES;

/** What to type for each item, as the office reads it (office.ts's schema checks the same). */
export const ITEM_FORMATS: Record<ItemName, string> = {
  fullName: 'the whole name, as it should be printed',
  grievanceOfficer: 'name: the officer\'s name; email: their e-mail address',
  websiteHost: 'the company\'s name as it should be printed, e.g. "Vercel Inc." or "the school itself, on its own server"',
  contentService: 'the company\'s name as it should be printed',
  answerWithin: 'a period such as "30 days"',
  enquiryKeptFor: 'a period such as "12 months"',
  usualAges: 'a list of class, youngest and oldest: whole years on the day an enquiry is sent; a class left out is not asked about',
  incidentLead: 'name, email, and phone (reached at any hour): digits and spaces, + before the country code',
  phone: 'digits and spaces, + before the country code',
  email: 'an e-mail address',
  address: 'street, locality, region, and postalCode: the six-digit PIN code',
  schoolDays: 'the days as they should be printed, e.g. "Monday to Friday"',
  timingsStdIToIII: 'from and to, each a time such as 7:00 or 13:40',
  social: 'a list of label (the network\'s name) and href (a full https:// address)',
  parentPortal: 'a full https:// address',
  erpPortal: 'a full https:// address',
  cvKeptFor: 'a period such as "12 months"',
  webDeveloper: 'name; href (optional): a full https:// address',
  sharePicture: 'file (a photo under /images/), alt (what it shows), width and height in pixels; 1200 x 630 crops best',
};


/** The largest file a job applicant may attach (the spec's 5 MB): the privacy notice and the career form say it. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '5 MB';

/** The classes a family may ask about, from the spec's "Playgroup to Class 8". */
export const SCHOOL_CLASSES = [
  'Playgroup', 'Nursery', 'Junior KG', 'Senior KG',
  'Class 1', 'Class 2', 'Class 3', 'Class 4', 'Class 5', 'Class 6', 'Class 7', 'Class 8',
] as const;

/** How old children in a class usually are, in whole years on the day an enquiry is sent (the office's item). */
export type UsualAge = { class: (typeof SCHOOL_CLASSES)[number]; youngest: number; oldest: number };

/** The photo groups each page shows, by name; a page names the group it shows. */
export const PHOTO_GROUPS = [
  'home-slides', 'staff-secondary', 'staff-primary', 'staff-pre-primary',
  'infrastructure-labs', 'infrastructure-library', 'infrastructure-play-area', 'infrastructure-auditorium',
  'infrastructure-class-room', 'infrastructure-av-technology', 'infrastructure-multi-activity-room', 'infrastructure-art-room',
  'clubs', 'student-council', 'academics', 'sport-academy', 'transport', 'erp', 'result',
];
export const DOCUMENT_GROUPS = ['icse-result', 'epta-minutes', 'epta-circulars', 'epta-notices'];
export const VIDEO_GROUPS = ['campus-tour'];

/** The rules' names the pages may list, so a page naming another is refused at build. */
export const RULE_NAMES = ['lateMarks', 'pinkCards', 'withdrawal', 'terms', 'passMark', 'marksSplit', 'unitTests', 'absenceNotice', 'removalFromRoll'] as const;

/** The blocks a page may draw from the other content files (lib/content/pages/data.ts). */
export const DATA_BLOCK_NAMES = [
  'admission-at-a-glance', 'school-in-numbers', 'fee-structure', 'payment-schedule', 'school-hours',
  'office-hours', 'help-desk', 'parent-portal-link', 'erp-links', 'icse-result-document',
];

/** "the school's phone" as a line or a label begins: "The school's phone". */
export const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
