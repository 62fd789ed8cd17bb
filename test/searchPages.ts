// The search tests' own school pages, written for the tests: the office's pages (content/pages/) change as
// the school writes them, and what it writes must never fail a test. The site's other pages (the forms, the
// timings, the statements about the website) and the provider's sample items stand beside them.
import type { Article, Block } from '@/lib/content/types';

const words = (text: string): Block => ({ kind: 'paragraph', text });

export const SEARCH_PAGES: Article[] = [
  {
    path: '/generalinfo',
    title: 'General Info',
    description: 'The fees of each standard and when they are paid.',
    sections: [
      { heading: 'Fee structure 2030-31', blocks: [words('The annual fee of Nursery, Primary and Secondary: tuition and the term fees of each band.')] },
      { heading: 'Payment schedule', blocks: [words('Each instalment is due on the tenth of its month. An early payment discount is given for the year paid in April.')] },
      { heading: 'Past results', blocks: [words('The pass percentage of every year since the first batch.')] },
    ],
  },
  {
    path: '/schoolterms',
    title: 'School Terms',
    description: 'The terms on which a child joins and leaves.',
    sections: [
      { heading: 'Admission', blocks: [words('Admission to each standard opens in November for the following year.')] },
      { heading: 'Withdrawal', blocks: [words('The withdrawal of a student is asked for in writing a month ahead.')] },
    ],
  },
  { path: '/leave-absence', title: 'Leave of Absence', description: 'How a parent asks for leave.', sections: [{ blocks: [words('When your child is sick, send a leave application with the day of return.')] }] },
  { path: '/schooltransport', title: 'School Transport', description: 'The school bus.', sections: [{ blocks: [words('The bus routes, their stops and the transport fee.')] }] },
  {
    path: '/school-timings',
    title: 'School Timings',
    description: 'The school timings and the office timings.',
    sections: [
      { heading: 'School hours', blocks: [words('School timings of each standard, from the first bell to the last.')] },
      { heading: 'Office hours', blocks: [words('Office timings for parents, Monday to Saturday.')] },
    ],
  },
  { path: '/infrastructure', title: 'Infrastructure', description: 'The campus.', sections: [{ heading: 'Library', blocks: [words('The library lends books to every standard.')] }] },
];
