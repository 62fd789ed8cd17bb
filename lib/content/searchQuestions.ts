// The search's yardstick on the site as the office has written it: `npm run bench:search` asks each question
// of the running site and prints which find their page first. A report, not a test: the office's words
// decide the answers, and they must never fail a test (the ranking's tests use pages of their own). Kept
// here so the office can add a question it hears. `page` is the link without its query, with #section for
// one section; a page ending in `#fee-structure` stands for that section of any fee year, `/landing#notice`
// for any notice of the content service (each is one line at the top of every page).

export interface SearchQuestion {
  question: string;
  page: string;
}

/** The fee table's section, whose anchor carries the fee year content/fees.yaml holds. */
const FEE_SECTION = '/generalinfo#fee-structure';

export const SEARCH_QUESTIONS: SearchQuestion[] = [
  { question: 'fees', page: FEE_SECTION },
  { question: 'fee structure', page: FEE_SECTION },
  { question: 'nursery fees', page: FEE_SECTION },
  { question: 'fess', page: FEE_SECTION },
  { question: 'fee instalment due date', page: '/generalinfo#payment-schedule' },
  { question: 'early payment discount', page: '/generalinfo#payment-schedule' },
  { question: 'school timings', page: '/school-timings' },
  { question: 'timmings', page: '/school-timings' },
  { question: 'what time does school start for std 6', page: '/school-timings#school-hours' },
  { question: 'office hours', page: '/school-timings#office-hours' },
  { question: 'bus', page: '/schooltransport' },
  { question: 'transport facility', page: '/schooltransport' },
  { question: 'admision', page: '/schoolterms#admission' },
  { question: 'admission form', page: '/contact-us' },
  { question: 'withdrawal of student', page: '/schoolterms#withdrawal' },
  { question: 'leave application', page: '/leave-absence' },
  { question: 'icse results', page: '/result' },
  { question: 'past results pass percentage', page: '/generalinfo#past-results' },
  { question: 'exam pattern', page: '/examination#examination-pattern' },
  { question: 'houses', page: '/house' },
  { question: 'clubs', page: '/clubs#our-clubs' },
  { question: 'parent portal password', page: '/parent-portal-guidelines' },
  { question: 'erp login', page: '/erp-software' },
  { question: 'principal', page: '/principal' },
  { question: 'job vacancy teacher', page: '/career' },
  { question: 'teacher job', page: '/career' },
  { question: 'exam timetable', page: '/examination' },
  { question: 'contact phone number', page: '/contact-us' },
  { question: 'prospectus', page: '/Prospectus' },
  { question: 'holiday circular', page: '/circulars' },
  { question: 'circular for the picnic', page: '/circulars' },
  { question: 'annual day photos', page: '/subgallery' },
  { question: 'sports day photos', page: '/subgallery' },
  { question: 'swimming gala photos', page: '/subgallery' },
  { question: 'diwali vacation circular', page: '/circulars' },
  { question: 'annual day news', page: '/news' },
  { question: 'toppers', page: '/toppers' },
  { question: 'infrastructure library', page: '/infrastructure' },
  { question: 'where is the school', page: '/contact-us' },
  { question: 'school address', page: '/contact-us' },
  { question: 'school location map', page: '/contact-us' },
  { question: 'academic calendar', page: '/schoolevents' },
  { question: 'holiday list', page: '/schoolevents' },
  { question: 'events this month', page: '/schoolevents' },
  { question: 'my child is sick', page: '/leave-absence' },
  { question: 'bus route', page: '/schooltransport' },
  { question: 'transport', page: '/schooltransport' },
  { question: 'how to apply', page: '/schoolterms' },
  { question: 'admission for nursery', page: '/schoolterms#admission' },
  { question: 'result', page: '/result' },
  { question: 'syllabus', page: '/curriculum' },
  { question: 'vision and mission', page: '/our-vision-mission' },
  { question: 'rules for students', page: '/code-of-conduct' },
  { question: 'pay fees online', page: '/parent-portal-guidelines' },
  { question: 'newsletter', page: '/newsletter' },
  { question: 'videos', page: '/video-gallery' },
  { question: 'school closed', page: '/landing#notice' },
];
