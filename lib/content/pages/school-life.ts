import { photosBlock } from '../photos';
import type { Article } from '../types';

export const CLUBS: Article = {
  path: '/clubs',
  title: 'Clubs',
  description: "The school's clubs, and the Interact Club's report.",
  sections: [
    { heading: 'Interact Club report', blocks: [{ kind: 'pending', what: "the Interact Club's report for the year" }] },
    { heading: 'Our clubs', blocks: [photosBlock('clubs', { open: 'lightbox', columns: 4 })] },
  ],
};

/** The four houses, in the spec's order, each with its colour on the page. */
const HOUSES_LIST = [
  { name: 'Red', colour: '#b3261e' },
  { name: 'Green', colour: '#2e6b3a' },
  { name: 'Blue', colour: '#1f4e9c' },
  { name: 'Yellow', colour: '#b07d00' },
] as const;
const houseNames = HOUSES_LIST.map(({ name }) => name);

export const HOUSES: Article = {
  path: '/house',
  title: 'Houses',
  description: `The school's four houses: ${houseNames.slice(0, -1).join(', ')} and ${houseNames.at(-1)}.`,
  sections: [
    {
      blocks: [
        { kind: 'cards', cards: HOUSES_LIST.map(({ name, colour }) => ({ title: `${name} House`, colour })) },
        { kind: 'pending', what: 'what each house stands for, and how the houses take part in school life' },
      ],
    },
  ],
};

export const STUDENT_COUNCIL: Article = {
  path: '/student-council',
  title: 'Student Council',
  description: "The school's Student Council.",
  sections: [{ blocks: [photosBlock('student-council', { open: 'lightbox', columns: 2 })] }],
};

export const SPORT_ACADEMY: Article = {
  path: '/sport-academy',
  title: 'Sports Academy',
  description: "The school's Sports Academy.",
  sections: [
    {
      blocks: [
        { kind: 'pending', what: 'the sports the academy teaches, and who may join' },
        photosBlock('sport-academy', { columns: 3 }),
      ],
    },
  ],
};

export const SCHOOL_TRANSPORT: Article = {
  path: '/schooltransport',
  title: 'School Transport',
  description: 'School transport: the school buses.',
  sections: [
    {
      blocks: [
        { kind: 'pending', what: 'the bus routes and the rules for school transport' },
        photosBlock('transport', { columns: 2 }),
      ],
    },
  ],
};
