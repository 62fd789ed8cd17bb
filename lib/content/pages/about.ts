import { OUR_SCHOOL_HISTORY, SCHOOL_FACTS } from '../about';
import type { Article, Block } from '../types';

export const VISION_STATEMENT =
  'To be a school where every child is known, valued and challenged: a community that nurtures curious, confident and compassionate young people who lead with integrity and serve with joy.';

/** The six points of the mission, in order. */
export const MISSION_POINTS = [
  'Discipline: to instil self-discipline, punctuality and respect for rules in every student.',
  'Academic excellence with leadership: to pursue academic excellence and develop the leadership to use it well.',
  'Psychomotor skills and sportsmanship: to build psychomotor skills through sport, play and the arts, and to teach sportsmanship in winning and losing.',
  'Life skills: to equip students with life skills such as communication, teamwork, problem solving and care for the environment.',
  'Holistic citizens: to shape holistic citizens who are honest, responsible and proud of India\'s diversity.',
  'Jubilant students: to keep our students jubilant, so that they come to school happy and leave it happier.',
] as const;

const visionBlocks: Block[] = [{ kind: 'quote', text: VISION_STATEMENT }];
const missionBlocks: Block[] = [{ kind: 'list', ordered: true, items: [...MISSION_POINTS] }];

export const OUR_SCHOOL: Article = {
  path: '/OurSchool',
  title: 'Our School',
  description: 'The story of our ICSE, co-educational, English-medium school in Mumbai since 2002.',
  sections: [
    { blocks: OUR_SCHOOL_HISTORY.map((text) => ({ kind: 'paragraph', text })) },
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
  description: 'What we hope every student becomes, and how we work towards it.',
  sections: [
    { heading: 'Our Vision', blocks: visionBlocks },
    { heading: 'Our Mission', blocks: missionBlocks },
  ],
};

export const VISION: Article = {
  path: '/our-vision',
  title: 'Our Vision',
  description: 'What we hope every student of our school becomes.',
  sections: [{ blocks: visionBlocks }],
};

export const MISSION: Article = {
  path: '/our-mission',
  title: 'Our Mission',
  description: 'The six commitments that guide our teaching and school life.',
  sections: [{ blocks: missionBlocks }],
};
