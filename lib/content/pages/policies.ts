import { RULE_TEXT } from '../rules';
import { OFFICE_HOURS, PARENT_PORTAL_HELP_DESK, SCHOOL_DAYS, SCHOOL_TIMINGS, SCHOOL_TIMINGS_PENDING } from '../timings';
import type { Article, Block } from '../types';

export const CODE_OF_CONDUCT: Article = {
  path: '/code-of-conduct',
  title: 'Code Of Conduct',
  description: 'The rules every student of the school follows.',
  sections: [
    {
      blocks: [
        { kind: 'list', items: [RULE_TEXT.lateMarks, RULE_TEXT.pinkCards, RULE_TEXT.absenceNotice, RULE_TEXT.removalFromRoll] },
        { kind: 'pending', what: 'the full code of conduct' },
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
        { kind: 'list', items: [RULE_TEXT.absenceNotice, RULE_TEXT.removalFromRoll] },
        { kind: 'pending', what: 'how to apply for leave' },
      ],
    },
  ],
};

export const RECOMMENDATIONS_TO_PARENTS: Article = {
  path: '/rtoparents',
  title: 'Recommendations to Parents',
  description: "The school's recommendations to parents.",
  sections: [{ blocks: [{ kind: 'pending', what: "the school's recommendations to parents" }] }],
};

export const SCHOOL_TERMS: Article = {
  path: '/schoolterms',
  title: 'School Terms',
  description: 'Rules for admission, withdrawal, examinations and conduct.',
  sections: [
    { heading: 'Admission', blocks: [{ kind: 'pending', what: 'the admission rules and the documents to bring' }] },
    { heading: 'Withdrawal', blocks: [{ kind: 'list', items: [RULE_TEXT.withdrawal, RULE_TEXT.removalFromRoll] }] },
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
            caption: SCHOOL_DAYS ? `School hours, ${SCHOOL_DAYS}` : 'School hours',
            columns: ['Section', 'From', 'To'],
            rows: SCHOOL_TIMINGS.map((timing) => [timing.who, timing.from, timing.to]),
          },
        },
        ...(SCHOOL_TIMINGS_PENDING ? [{ kind: 'pending', what: SCHOOL_TIMINGS_PENDING } satisfies Block] : []),
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
        { kind: 'see-also', links: [{ text: 'School Transport', href: '/schooltransport' }] },
      ],
    },
  ],
};
