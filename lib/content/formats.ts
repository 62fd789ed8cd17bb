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
  principalQualifications: 'the qualifications of the Principal',
  fullName: "the school's full name",
  webDeveloper: "the name of the school's web developer",
  sharePicture: 'the picture shown when a page of the site is shared',
  incidentLead: 'who leads the response to a personal data breach and reports it to CERT-In and the Data Protection Board',
  websiteHost: 'the name of the company that hosts this website (every form passes through it)',
  contentService: "the name of the company that runs the school's content service (every form is sent to it)",
  answerWithin: 'how long the school takes to answer a request about personal data',
  enquiryKeptFor: 'how long the school keeps an admission enquiry',
  usualAges: 'how old children usually are in each class (until given, the enquiry form asks nothing about a child\'s age)',
  answersFormsWithin: 'how soon the school answers an admission enquiry or a job application',
  openPosts: 'the posts the school is hiring for',
  onlineRegistration: 'what the online registration link is for, beside the admission enquiry form',
};

export type ItemName = keyof typeof ITEM_NAMES;

/** What to type for each item, as the office reads it (office.ts's schema checks the same). */
export const ITEM_FORMATS: Record<ItemName, string> = {
  fullName: 'the whole name, as it should be printed',
  grievanceOfficer: 'the officer\'s name and e-mail address',
  websiteHost: 'the company\'s name as it should be printed, e.g. "Vercel Inc." or "the school itself, on its own server"',
  contentService: 'the company\'s name as it should be printed',
  answerWithin: 'a period such as "30 days"',
  enquiryKeptFor: 'a period such as "12 months"',
  usualAges: 'for each class, the youngest and oldest age in whole years on the day an enquiry is sent; a class left out is not asked about',
  incidentLead: 'their name, e-mail address, and a phone answered at any hour: digits and spaces, + before the country code',
  phone: 'digits and spaces, + before the country code',
  email: 'an e-mail address',
  address: 'the street, the locality, the region, and the six-digit PIN code',
  schoolDays: 'the days as they should be printed, e.g. "Monday to Friday"',
  timingsStdIToIII: 'when the day begins and ends, each a time such as 7:00 or 13:40',
  principalQualifications: 'the degrees and diplomas as they should be printed under the name, e.g. "M.A., B.Ed."',
  social: 'for each network, its name and the full https:// address of the school\'s page on it',
  parentPortal: 'a full https:// address',
  erpPortal: 'a full https:// address',
  cvKeptFor: 'a period such as "12 months"',
  webDeveloper: 'their name, and their website\'s full https:// address if they want it linked',
  sharePicture: 'a photo and a line saying what it shows; a photo 1200 by 630 pixels is cropped least',
  answersFormsWithin: 'a period such as "two working days"',
  openPosts: 'for each post, its name as it should be printed and, if you like, a line on what it asks',
  onlineRegistration: 'a sentence a parent reads under the link, e.g. "Register a child for a place once the school has answered your enquiry."',
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

/** The photo groups each page shows, by name, with the words the editor shows for each; a page names the group it shows. */
export const PHOTO_GROUP_WORDS = {
  'home-slides': 'Home page: the slides',
  'staff-secondary': 'Our Staff: secondary section teachers',
  'staff-primary': 'Our Staff: primary section teachers',
  'staff-pre-primary': 'Our Staff: pre-primary section teachers',
  'infrastructure-labs': 'Infrastructure: laboratories',
  'infrastructure-library': 'Infrastructure: library',
  'infrastructure-play-area': 'Infrastructure: play area',
  'infrastructure-auditorium': 'Infrastructure: auditorium',
  'infrastructure-class-room': 'Infrastructure: a classroom',
  'infrastructure-av-technology': 'Infrastructure: AV technology',
  'infrastructure-multi-activity-room': 'Infrastructure: multi-activity room',
  'infrastructure-art-room': 'Infrastructure: art room',
  clubs: 'Clubs',
  'student-council': 'Student Council',
  academics: 'Academics: results and toppers',
  'sport-academy': 'Sports Academy',
  transport: 'School Transport: the buses',
  erp: 'ERP software: its screens',
  result: 'ICSE result',
} as const satisfies Record<string, string>;
export const PHOTO_GROUPS = Object.keys(PHOTO_GROUP_WORDS) as (keyof typeof PHOTO_GROUP_WORDS)[];

export const DOCUMENT_GROUP_WORDS = {
  'icse-result': 'The ICSE result',
  'epta-minutes': 'EPTA: minutes of meetings',
  'epta-circulars': 'EPTA: circulars',
  'epta-notices': 'EPTA: notices',
} as const satisfies Record<string, string>;
export const DOCUMENT_GROUPS = Object.keys(DOCUMENT_GROUP_WORDS) as (keyof typeof DOCUMENT_GROUP_WORDS)[];

export const VIDEO_GROUP_WORDS = { 'campus-tour': 'Home page: the campus tour' } as const satisfies Record<string, string>;
export const VIDEO_GROUPS = Object.keys(VIDEO_GROUP_WORDS) as (keyof typeof VIDEO_GROUP_WORDS)[];

/** The rules' names the pages may list, so a page naming another is refused at build, with the editor's words for each. */
export const RULE_WORDS = {
  lateMarks: 'Late marks',
  pinkCards: 'Pink cards',
  withdrawal: 'Withdrawal from the school',
  terms: 'Terms of the school year',
  passMark: 'The pass mark',
  marksSplit: 'How marks are split',
  unitTests: 'Unit tests',
  absenceNotice: 'Notice of an absence',
  removalFromRoll: 'Removal from the roll',
} as const satisfies Record<string, string>;
export const RULE_NAMES = Object.keys(RULE_WORDS) as (keyof typeof RULE_WORDS)[];

/** The blocks a page may draw from the other content files (lib/content/pages/data.ts), with the editor's words for each. */
export const DATA_BLOCK_WORDS = {
  'admission-at-a-glance': 'Admission at a glance',
  'school-in-numbers': 'The school in numbers',
  'fee-structure': 'The fee structure',
  'payment-schedule': 'When fees are paid',
  'school-hours': 'School hours',
  'office-hours': 'Office hours',
  'help-desk': 'The parent portal help desk',
  'parent-portal-link': 'The link to the parent portal',
  'erp-links': 'The links to the school ERP',
  'icse-result-document': 'The latest ICSE result',
} as const satisfies Record<string, string>;
export const DATA_BLOCK_NAMES = Object.keys(DATA_BLOCK_WORDS) as (keyof typeof DATA_BLOCK_WORDS)[];

/** "the school's phone" as a line or a label begins: "The school's phone". */
export const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
