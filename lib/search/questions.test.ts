// Thirty questions a parent asks the site search, each with the pages that answer it: the share answered
// in the first three results is printed (the figure quoted for the search), and must stay high.
import { createSearchIndex } from './engine';
import { providerDocuments, schoolPageDocuments } from './documents';
import { PROVIDER_SAMPLE } from '@/test/providerSample';

/** A question, and the addresses of the pages that answer it (a section of one is that page). */
const PARENTS_QUESTIONS: readonly (readonly [question: string, answeredBy: readonly string[]])[] = [
  ['what are the fees', ['/generalinfo']],
  ['school timings', ['/school-timings']],
  ['bus', ['/schooltransport']],
  ['bus route', ['/schooltransport']],
  ['transport', ['/schooltransport']],
  ['how to apply', ['/schoolterms', '/contact-us']],
  ['admission for nursery', ['/schoolterms', '/contact-us']],
  ['my child is sick', ['/leave-absence']],
  ['leave application', ['/leave-absence']],
  ['holiday list', ['/schoolevents']],
  ['exam pattern', ['/examination']],
  ['result', ['/result', '/toppers', '/generalinfo']],
  ['ICSE result', ['/result']],
  ['toppers', ['/toppers']],
  ['school phone number', ['/contact-us']],
  ['where is the school', ['/contact-us']],
  ['teacher vacancy', ['/career']],
  ['circulars', ['/circulars']],
  ['sports day photos', ['/subgallery', '/photo-gallery']],
  ['videos', ['/video-gallery']],
  ['principal', ['/principal']],
  ['vision and mission', ['/our-vision-mission', '/our-vision', '/our-mission']],
  ['rules for students', ['/code-of-conduct', '/schoolterms']],
  ['houses', ['/house']],
  ['syllabus', ['/curriculum']],
  ['parent portal login', ['/parent-portal-guidelines']],
  ['pay fees online', ['/parent-portal-guidelines']],
  ['library', ['/infrastructure']],
  ['newsletter', ['/newsletter']],
  ['school closed', ['/landing']],
];

const pathOf = (url: string) => url.replace(/[?#].*$/, '');

test('thirty parents\' questions: most are answered in the first three results', () => {
  const index = createSearchIndex([...schoolPageDocuments(), ...providerDocuments(PROVIDER_SAMPLE)]);
  expect(PARENTS_QUESTIONS).toHaveLength(30);
  const missed = PARENTS_QUESTIONS.filter(([question, answeredBy]) => !index.search(question).results.slice(0, 3).some((result) => answeredBy.includes(pathOf(result.url))));
  const answered = PARENTS_QUESTIONS.length - missed.length;
  console.log(`[search] ${answered} of ${PARENTS_QUESTIONS.length} parents' questions answered in the first three results${missed.length ? `; missed: ${missed.map(([question]) => `"${question}"`).join(', ')}` : ''}`);
  expect(answered).toBeGreaterThanOrEqual(27);
});
