import { photo } from '../photos';
import type { Article, TableData } from '../types';

export const OUR_STAFF: Article = {
  path: '/our-staff',
  title: 'Our Staff',
  description: 'The teachers of our secondary, primary and pre-primary sections.',
  sections: [
    {
      blocks: [
        {
          kind: 'tabs',
          label: 'School sections',
          tabs: [
            { label: 'Secondary', blocks: [{ kind: 'photos', columns: 1, photos: [photo('staff/secondary', 'Group photo of the secondary section teachers')] }] },
            { label: 'Primary', blocks: [{ kind: 'photos', columns: 1, photos: [photo('staff/primary', 'Group photo of the primary section teachers')] }] },
            { label: 'Pre-Primary', blocks: [{ kind: 'photos', columns: 1, photos: [photo('staff/pre-primary', 'Group photo of the pre-primary section teachers')] }] },
          ],
        },
      ],
    },
  ],
};

export const FACULTY_MOTTO = 'A good teacher can inspire hope, ignite the imagination and instil a love of learning.';

export const FACULTY: Article = {
  path: '/faculty',
  title: 'Faculty',
  description: 'Our teachers and what they teach.',
  sections: [
    {
      blocks: [
        { kind: 'quote', text: FACULTY_MOTTO },
        {
          kind: 'table',
          table: {
            caption: 'Faculty',
            columns: ['SL.No', 'Name', 'Designation', 'Qualification', 'Subject'],
            rows: [
              ['1', 'To be announced', 'Head of Secondary', 'To be announced', 'Science'],
              ['2', 'To be announced', 'Head of Primary', 'To be announced', 'English'],
              ['3', 'To be announced', 'Pre-Primary Coordinator', 'To be announced', 'Pre-Primary'],
              ['4', 'To be announced', 'Teacher', 'To be announced', 'Mathematics'],
              ['5', 'To be announced', 'Teacher', 'To be announced', 'Computer Applications'],
            ],
            note: 'The full list of teachers will be published here by the school office.',
          },
        },
      ],
    },
  ],
};

const EPTA_DOCUMENTS = {
  'EPTA Minutes': [
    ['2024-07-12', 'Minutes of the first EPTA meeting 2024-25', 'minutes-2024-07'],
    ['2024-11-22', 'Minutes of the second EPTA meeting 2024-25', 'minutes-2024-11'],
    ['2025-02-14', 'Minutes of the third EPTA meeting 2024-25', 'minutes-2025-02'],
  ],
  'EPTA Circular': [
    ['2024-06-20', 'Formation of the EPTA for 2024-25', 'circular-2024-06'],
    ['2024-10-03', 'EPTA election of class representatives', 'circular-2024-10'],
  ],
  'EPTA Notice': [
    ['2024-07-01', 'Notice of the first EPTA meeting', 'notice-2024-07'],
    ['2024-11-11', 'Notice of the second EPTA meeting', 'notice-2024-11'],
    ['2025-02-03', 'Notice of the third EPTA meeting', 'notice-2025-02'],
  ],
} as const;

/** The EPTA documents shipped in public/docs/epta/, for the asset generator and the tests. */
export const EPTA_FILES = Object.values(EPTA_DOCUMENTS).flatMap((rows) => rows.map(([, , file]) => `/docs/epta/${file}.pdf`));

function eptaTable(caption: keyof typeof EPTA_DOCUMENTS): TableData {
  return {
    caption,
    columns: ['SL.No', 'Date', 'Title', 'Download'],
    rows: EPTA_DOCUMENTS[caption].map(([date, title, file], index) => {
      const [year, month, day] = date.split('-');
      return [String(index + 1), `${day}/${month}/${year}`, title, { text: 'Download', href: `/docs/epta/${file}.pdf`, download: true, description: `${title} (PDF)` }];
    }),
  };
}

export const EPTA: Article = {
  path: '/EPTA',
  title: 'EPTA',
  description: 'Minutes, circulars and notices of the Executive Parent Teacher Association.',
  sections: [
    {
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Executive Parent Teacher Association (EPTA) brings parents\' representatives and teachers together to plan for the welfare of students. Its minutes, circulars and notices are published here.',
        },
        {
          kind: 'tabs',
          label: 'EPTA documents',
          orientation: 'vertical',
          tabs: (Object.keys(EPTA_DOCUMENTS) as (keyof typeof EPTA_DOCUMENTS)[]).map((label) => ({
            label,
            blocks: [{ kind: 'table', table: eptaTable(label) }],
          })),
        },
      ],
    },
  ],
};
