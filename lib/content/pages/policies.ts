import { RULE_TEXT } from '../rules';
import { OFFICE_HOURS, PARENT_PORTAL_HELP_DESK, SCHOOL_TIMINGS, SCHOOL_TIMINGS_PENDING } from '../timings';
import type { Article } from '../types';

export const CODE_OF_CONDUCT: Article = {
  path: '/code-of-conduct',
  title: 'Code Of Conduct',
  description: 'The rules every student of the school follows.',
  sections: [
    {
      heading: 'Punctuality',
      blocks: [
        {
          kind: 'list',
          items: [
            'Students must reach school before the first bell. The gates close five minutes after it.',
            'A student who arrives after the gates close gets a late mark.',
            RULE_TEXT.lateMarks,
          ],
        },
      ],
    },
    {
      heading: 'Discipline',
      blocks: [
        {
          kind: 'list',
          items: [
            'Students must be in the full, clean school uniform, with the identity card, every day.',
            'Courtesy to teachers, staff, visitors and one another is expected at all times.',
            'A pink card is issued for serious misbehaviour, damage to school property or dishonesty in an examination.',
            RULE_TEXT.pinkCards,
            'Mobile phones, smart watches and valuables are not allowed in school.',
            'Bullying in any form, in person or online, is never tolerated.',
          ],
        },
      ],
    },
    {
      heading: 'Care for the school',
      blocks: [
        {
          kind: 'list',
          items: [
            'Keep classrooms, corridors and the grounds clean; use the dustbins.',
            'Any damage to school property must be made good by the student responsible.',
            'Library books must be returned on time and in good condition.',
          ],
        },
      ],
    },
  ],
};

export const LEAVE_ABSENCE: Article = {
  path: '/leave-absence',
  title: 'Leave of Absence',
  description: 'What to do when your child has to miss school.',
  sections: [
    {
      blocks: [
        {
          kind: 'list',
          items: [
            'Leave must be applied for in advance through the school diary, signed by a parent.',
            RULE_TEXT.absenceNotice,
            'An absence through illness must be supported by a medical certificate when the student returns.',
            'A student returning after an infectious illness must bring a fitness certificate from a doctor.',
            'Leave is not granted during examinations, except for serious illness.',
            RULE_TEXT.removalFromRoll,
          ],
        },
      ],
    },
  ],
};

export const RECOMMENDATIONS_TO_PARENTS: Article = {
  path: '/rtoparents',
  title: 'Recommendations to Parents',
  description: 'How parents and the school can work together for every child.',
  sections: [
    {
      blocks: [
        {
          kind: 'list',
          items: [
            'Read the school diary and the circulars every day, and sign where asked.',
            'Make sure your child reaches school on time, in full uniform, with the books of the day.',
            'Take an interest in your child\'s homework without doing it for them.',
            'Attend every parent-teacher meeting; meet teachers by appointment at other times.',
            'Encourage reading at home and limit screen time.',
            'Give your child a healthy tiffin; junk food and fizzy drinks are not allowed.',
            'Keep your contact details up to date with the school office and the parent portal.',
            'Speak well of the school and its teachers in front of your child; bring concerns to the class teacher or the principal.',
          ],
        },
      ],
    },
  ],
};

export const SCHOOL_TERMS: Article = {
  path: '/schoolterms',
  title: 'School Terms',
  description: 'Rules for admission, withdrawal, examinations and conduct.',
  sections: [
    {
      heading: 'Admission',
      blocks: [
        {
          kind: 'list',
          items: [
            'Admissions are open from Playgroup to Class 8, subject to seats being available.',
            'Applicants for Class 1 and above take an admission test and meet the principal with a parent.',
            'The birth certificate, the previous school\'s leaving certificate and report card, Aadhaar card and photographs are required.',
            'Admission is confirmed only when the fees are paid.',
          ],
        },
      ],
    },
    {
      heading: 'Withdrawal',
      blocks: [
        {
          kind: 'list',
          items: [
            RULE_TEXT.withdrawal,
            'The leaving certificate is issued only after all dues are cleared.',
            RULE_TEXT.removalFromRoll,
          ],
        },
      ],
    },
    {
      heading: 'Examinations',
      blocks: [{ kind: 'list', items: [RULE_TEXT.terms, RULE_TEXT.passMark, RULE_TEXT.marksSplit, RULE_TEXT.unitTests] }],
    },
    {
      heading: 'Conduct',
      blocks: [{ kind: 'list', items: [RULE_TEXT.lateMarks, RULE_TEXT.pinkCards, RULE_TEXT.absenceNotice] }],
    },
  ],
};

export const SCHOOL_TIMINGS_PAGE: Article = {
  path: '/school-timings',
  title: 'School Timings',
  description: 'When each section of the school starts and ends, and when the office is open.',
  sections: [
    {
      heading: 'School hours',
      blocks: [
        {
          kind: 'table',
          table: {
            caption: 'School hours',
            columns: ['Section', 'From', 'To'],
            rows: SCHOOL_TIMINGS.map((timing) => [timing.who, timing.from, timing.to]),
          },
        },
        { kind: 'pending', what: SCHOOL_TIMINGS_PENDING },
      ],
    },
    {
      heading: 'Office hours',
      blocks: [
        {
          kind: 'table',
          table: {
            caption: 'School office hours',
            columns: ['Office', 'Days', 'From', 'To'],
            rows: OFFICE_HOURS.map((timing) => [timing.who, timing.days, timing.from, timing.to]),
          },
        },
        {
          kind: 'paragraph',
          text: `The parent portal help desk answers from ${PARENT_PORTAL_HELP_DESK.from} to ${PARENT_PORTAL_HELP_DESK.to}.`,
        },
        { kind: 'see-also', links: [{ text: 'School Transport: the buses and their routes', href: '/schooltransport' }] },
      ],
    },
  ],
};
