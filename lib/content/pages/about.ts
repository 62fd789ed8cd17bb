import { OUR_SCHOOL_HISTORY, SCHOOL_FACTS } from '../about';
import type { Article, Block } from '../types';

/** The six points of the mission, in the spec's words and order. */
export const MISSION_POINTS = [
  'Discipline',
  'Academic excellence with leadership',
  'Psychomotor skills and sportsmanship',
  'Life skills',
  'Holistic citizens',
  'Jubilant students',
] as const;

const visionBlocks: Block[] = [{ kind: 'pending', what: "the school's vision" }];
const missionBlocks: Block[] = [{ kind: 'list', ordered: true, items: [...MISSION_POINTS] }];

export const OUR_SCHOOL: Article = {
  path: '/OurSchool',
  title: 'Our School',
  description: 'An ICSE, co-educational, English-medium school in Mumbai, founded in 2002 with 69 students.',
  sections: [
    { blocks: [...OUR_SCHOOL_HISTORY.map((text): Block => ({ kind: 'paragraph', text })), { kind: 'pending', what: "the school's history" }] },
    {
      heading: 'The school in numbers',
      blocks: [
        {
          kind: 'facts',
          facts: [
            { value: String(SCHOOL_FACTS.foundingYear), label: 'Founded' },
            { value: String(SCHOOL_FACTS.foundingStudents), label: 'Students at our founding' },
            { value: String(SCHOOL_FACTS.computersAndLaptops), label: 'Computers and laptops' },
            { value: `${SCHOOL_FACTS.libraryBooksOver.toLocaleString('en-IN')}+`, label: 'Library books' },
            { value: String(SCHOOL_FACTS.seminarHallSeats), label: 'Seats in the seminar hall' },
          ],
        },
      ],
    },
  ],
};

export const VISION_MISSION: Article = {
  path: '/our-vision-mission',
  title: 'Our Vision & Mission',
  description: "The school's vision, and the six points of its mission.",
  sections: [
    { heading: 'Our Vision', blocks: visionBlocks },
    { heading: 'Our Mission', blocks: missionBlocks },
  ],
};

export const VISION: Article = {
  path: '/our-vision',
  title: 'Our Vision',
  description: "The school's vision statement.",
  sections: [{ blocks: visionBlocks }],
};

export const MISSION: Article = {
  path: '/our-mission',
  title: 'Our Mission',
  description: 'The six points of the school\'s mission: discipline, academic excellence with leadership, psychomotor skills and sportsmanship, life skills, holistic citizens and jubilant students.',
  sections: [{ blocks: missionBlocks }],
};
