import { DOCUMENT_GROUPS, photosBlock } from '../photos';
import { RULE_TEXT, RULES } from '../rules';
import type { Article, Block, TableData } from '../types';

/** The assessment rules the spec gives, by section: Curriculum and Examination show the same table. */
const ASSESSMENT: TableData = {
  caption: 'How students are assessed',
  columns: ['Classes', 'Terms a year', 'Assessment'],
  rows: [
    ['Std I to IV', String(RULES.termsUpToStdVIII), `Unit tests of ${RULES.stdIToIVUnitTestMarks} marks each`],
    ['Std V to VIII', String(RULES.termsUpToStdVIII), `${RULES.stdVToVIIIWrittenMarks} marks written + ${RULES.stdVToVIIIInternalMarks} marks internal assessment per term`],
    ['Std IX and X', String(RULES.termsStdIXAndX), `Pass mark ${RULES.passMarkPercentStdIXAndX}% per subject per term`],
  ],
};

export const CURRICULUM: Article = {
  path: '/curriculum',
  title: 'Curriculum',
  description: 'ICSE preparation, compulsory Hindi, compulsory computer education from Senior KG, and the assessment pattern.',
  sections: [
    {
      heading: 'Preparing for the ICSE',
      blocks: [
        {
          kind: 'list',
          items: [
            'The school prepares its students for the ICSE examination.',
            'English is the medium of instruction.',
            'Hindi is compulsory.',
            'Computer education is compulsory from Senior KG.',
          ],
        },
        { kind: 'pending', what: 'the subjects taught in each class' },
      ],
    },
    { heading: 'Assessment pattern', blocks: [{ kind: 'table', table: ASSESSMENT }] },
  ],
};

export const EXAMINATION: Article = {
  path: '/examination',
  title: 'Examination',
  description: 'The examination pattern for every class, and the schedule.',
  sections: [
    {
      heading: 'Examination schedule',
      blocks: [
        { kind: 'paragraph', text: RULE_TEXT.terms },
        { kind: 'pending', what: 'the examination schedule for the year' },
      ],
    },
    {
      heading: 'Examination pattern',
      blocks: [
        { kind: 'table', table: { ...ASSESSMENT, caption: 'Examination pattern' } },
        { kind: 'list', items: [RULE_TEXT.marksSplit, RULE_TEXT.unitTests, RULE_TEXT.passMark] },
      ],
    },
  ],
};

export const PEDAGOGY: Article = {
  path: '/pedagogy',
  title: 'Pedagogy',
  description: "The school's approach to teaching.",
  sections: [{ blocks: [{ kind: 'pending', what: "the school's approach to teaching" }] }],
};

export const ACADEMIC_EXCELLENCE: Article = {
  path: '/academics',
  title: 'Academic Excellence',
  description: "The school's results in the ICSE examination.",
  sections: [
    {
      blocks: [
        { kind: 'pending', what: "the school's ICSE results, year by year" },
        photosBlock('academics', { columns: 3 }),
        { kind: 'see-also', links: [{ text: 'Toppers: the highest scores, year by year', href: '/toppers' }] },
      ],
    },
  ],
};

/** The result's PDF, once the office supplies it (content/documents.yaml, icse-result). */
function resultDocument(): Block[] {
  const latest = DOCUMENT_GROUPS['icse-result']!.items?.[0];
  return latest ? [{ kind: 'external-links', links: [{ text: `${latest.title} (PDF)`, href: latest.file }] }] : [];
}

export const RESULT: Article = {
  path: '/result',
  title: 'Result',
  description: "The school's latest ICSE result.",
  sections: [{ blocks: [photosBlock('result', { open: 'modal', columns: 1 }), ...resultDocument()] }],
};
