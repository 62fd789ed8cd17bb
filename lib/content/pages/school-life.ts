import { photo } from '../photos';
import type { Article } from '../types';

export const CLUB_NAMES = [
  'Interact Club',
  'Eco Club',
  'Science Club',
  'Robotics Club',
  'Maths Club',
  'Literary Club',
  'Quiz Club',
  'Art and Craft Club',
  'Music Club',
  'Dance Club',
  'Drama Club',
  'Photography Club',
  'Heritage Club',
  'Health and Wellness Club',
] as const;

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export const CLUBS: Article = {
  path: '/clubs',
  title: 'Clubs',
  description: 'Fourteen clubs where students follow their interests and serve the community.',
  sections: [
    {
      heading: 'Interact Club report',
      blocks: [
        {
          kind: 'paragraph',
          text: "Not yet published: the Interact Club's report for the year will be shown here once the school office supplies it.",
        },
      ],
    },
    {
      heading: 'Our clubs',
      blocks: [
        {
          kind: 'photos',
          open: 'lightbox',
          columns: 4,
          photos: CLUB_NAMES.map((name) => photo(`clubs/${slug(name)}`, `${name} members at work`, name)),
        },
      ],
    },
  ],
};

/** The four houses, each with what it stands for and its colour on the page. */
const HOUSES_LIST = [
  { name: 'Red', text: 'Courage: to stand up for what is right.', colour: '#b3261e' },
  { name: 'Green', text: 'Growth: to learn something new every day.', colour: '#2e6b3a' },
  { name: 'Blue', text: 'Truth: to be honest in word and deed.', colour: '#1f4e9c' },
  { name: 'Yellow', text: 'Joy: to bring cheer to every task.', colour: '#b07d00' },
] as const;
const houseNames = HOUSES_LIST.map(({ name }) => name);

export const HOUSES: Article = {
  path: '/house',
  title: 'Houses',
  description: `Every student belongs to one of four houses: ${houseNames.slice(0, -1).join(', ')} and ${houseNames.at(-1)}.`,
  sections: [
    {
      blocks: [
        {
          kind: 'paragraph',
          text: 'From Std I every student and teacher belongs to a house. Houses compete in sport, quizzes, debates, music and art through the year, and the house with the most points lifts the house trophy on Annual Day.',
        },
        {
          kind: 'cards',
          cards: HOUSES_LIST.map(({ name, text, colour }) => ({ title: `${name} House`, text, colour })),
        },
        {
          kind: 'paragraph',
          text: 'Each house is led by a house captain and vice-captain elected from Std IX, guided by two house teachers.',
        },
      ],
    },
  ],
};

export const STUDENT_COUNCIL: Article = {
  path: '/student-council',
  title: 'Student Council',
  description: 'The students elected to lead the school this year.',
  sections: [
    {
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Student Council is elected every June. The Head Boy, Head Girl, house captains and prefects take their oath at the investiture ceremony and help run assemblies, events and the daily life of the school.',
        },
        {
          kind: 'photos',
          open: 'lightbox',
          columns: 2,
          photos: [
            photo('student-council/investiture', 'The Student Council taking the oath at the investiture ceremony'),
            photo('student-council/head-boy-girl', 'The Head Boy and Head Girl with the principal'),
            photo('student-council/house-captains', 'House captains with their house flags'),
            photo('student-council/prefects', 'The prefects of the year'),
          ],
        },
      ],
    },
  ],
};

export const SPORT_ACADEMY: Article = {
  path: '/sport-academy',
  title: 'Sports Academy',
  description: 'Coaching in football, basketball, skating, karate and athletics after school.',
  sections: [
    {
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our sports academy offers coaching by qualified coaches after school hours, open to our students and to children of the neighbourhood.',
        },
        {
          kind: 'photos',
          columns: 3,
          photos: [
            photo('sport-academy/football', 'Football coaching on the school ground', 'Football'),
            photo('sport-academy/basketball', 'Basketball practice', 'Basketball'),
            photo('sport-academy/skating', 'Skating class for primary students', 'Skating'),
            photo('sport-academy/karate', 'Karate training', 'Karate'),
            photo('sport-academy/athletics', 'Athletics on the running track', 'Athletics'),
          ],
        },
      ],
    },
  ],
};

export const SCHOOL_TRANSPORT: Article = {
  path: '/schooltransport',
  title: 'School Transport',
  description: 'Safe school buses on routes across the western suburbs.',
  sections: [
    {
      blocks: [
        {
          kind: 'list',
          items: [
            'School buses run on fixed routes; every bus has a trained driver, a lady attendant, a first-aid kit and a GPS tracker.',
            'Parents apply for transport at the school office at the start of the year; the fee is paid with the school fees.',
            'Students must be at the pick-up point five minutes before the bus arrives; the bus does not wait.',
            'A change of address or route must be given to the office in writing one week in advance.',
          ],
        },
        {
          kind: 'photos',
          columns: 2,
          photos: [
            photo('transport/bus-front', 'A yellow school bus at the school gate'),
            photo('transport/bus-side', 'Students boarding a school bus with the attendant'),
          ],
        },
      ],
    },
  ],
};
