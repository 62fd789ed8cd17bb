import { photo } from '../photos';
import { RULE_TEXT, RULES } from '../rules';
import type { Article } from '../types';

export const CURRICULUM: Article = {
  path: '/curriculum',
  title: 'Curriculum',
  description: 'An ICSE curriculum from Playgroup to Std X, with Hindi and computer education for all.',
  sections: [
    {
      heading: 'Preparing for the ICSE',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The school follows the curriculum of the Council for the Indian School Certificate Examinations (CISCE). From the primary years, lessons build the reading, writing, reasoning and study habits that the ICSE examination at the end of Std X asks for.',
        },
        {
          kind: 'list',
          items: [
            'English is the medium of instruction in every class.',
            'Hindi is a compulsory language for every student.',
            'Computer education is compulsory from Senior KG.',
            'Science is taught through practical work in our laboratories from the middle school.',
            'Art, music, dance, physical education and value education are part of every timetable.',
          ],
        },
      ],
    },
    {
      heading: 'Assessment pattern',
      blocks: [
        {
          kind: 'table',
          table: {
            caption: 'How students are assessed',
            columns: ['Classes', 'Terms a year', 'Assessment'],
            rows: [
              ['Pre-Primary', 'Continuous', 'Observation of skills and activities; no written examinations'],
              ['Std I to IV', String(RULES.termsUpToStdVIII), `Unit tests of ${RULES.stdIToIVUnitTestMarks} marks and a term-end examination`],
              ['Std V to VIII', String(RULES.termsUpToStdVIII), `${RULES.stdVToVIIIWrittenMarks} marks written + ${RULES.stdVToVIIIInternalMarks} marks internal assessment per term`],
              ['Std IX and X', String(RULES.termsStdIXAndX), `Pass mark ${RULES.passMarkPercentStdIXAndX}% per subject per term; ICSE board examination in Std X`],
            ],
          },
        },
      ],
    },
  ],
};

export const EXAMINATION: Article = {
  path: '/examination',
  title: 'Examination',
  description: 'The examination schedule and pattern for every class.',
  sections: [
    {
      heading: 'Examination schedule',
      blocks: [
        { kind: 'paragraph', text: RULE_TEXT.terms },
        {
          kind: 'table',
          table: {
            caption: 'Examination schedule',
            columns: ['Examination', 'Classes', 'When'],
            rows: [
              ['Unit Test 1', 'Std I to IV', 'July'],
              ['First Term Examination', 'Std I to VIII', 'September to October'],
              ['First Term Examination', 'Std IX and X', 'September'],
              ['Unit Test 2', 'Std I to IV', 'December'],
              ['Second Term Examination', 'Std IX and X', 'December'],
              ['Preliminary Examination', 'Std X', 'January'],
              ['Final Term Examination', 'Std I to VIII', 'February to March'],
              ['Third Term Examination', 'Std IX', 'February to March'],
              ['ICSE Board Examination', 'Std X', 'February to March'],
            ],
            note: 'Exact dates are announced in the circulars at the start of each term.',
          },
        },
      ],
    },
    {
      heading: 'Examination pattern',
      blocks: [
        {
          kind: 'table',
          table: {
            caption: 'Examination pattern',
            columns: ['Classes', 'Written', 'Internal assessment', 'Unit tests', 'Pass mark'],
            rows: [
              ['Std I to IV', 'Term-end paper', 'Class work and projects', `${RULES.stdIToIVUnitTestMarks} marks each`, 'Grades'],
              ['Std V to VIII', `${RULES.stdVToVIIIWrittenMarks} marks`, `${RULES.stdVToVIIIInternalMarks} marks`, 'None', 'Grades'],
              ['Std IX and X', '80 marks', '20 marks', 'None', `${RULES.passMarkPercentStdIXAndX}% per subject per term`],
            ],
          },
        },
        { kind: 'list', items: [RULE_TEXT.marksSplit, RULE_TEXT.unitTests, RULE_TEXT.passMark] },
        {
          kind: 'paragraph',
          text: 'A student who misses an examination for a medical reason must submit a medical certificate to the principal within three days of returning; no re-examination is held otherwise.',
        },
      ],
    },
  ],
};

export const PEDAGOGY: Article = {
  path: '/pedagogy',
  title: 'Pedagogy',
  description: 'How our teachers teach: active, joyful and attentive to every child.',
  sections: [
    {
      blocks: [
        {
          kind: 'paragraph',
          text: 'Children learn best when they are curious, involved and cared for. Our teachers plan lessons that ask students to do, discuss and discover rather than only listen.',
        },
      ],
    },
    {
      heading: 'In our classrooms',
      blocks: [
        {
          kind: 'list',
          items: [
            'Play-way and activity-based learning in the pre-primary section, with phonics, stories, rhymes and sensory play.',
            'Experiential learning in the primary years: projects, field trips, models and experiments.',
            'Inquiry and discussion in the middle and secondary school, with practical work in the laboratories.',
            'Smart classrooms and AV technology to bring difficult ideas to life.',
            'Remedial support for students who need more time, and enrichment for those who need more challenge.',
            'Regular feedback to students and parents, so that every child knows the next step.',
          ],
        },
      ],
    },
    {
      heading: 'Beyond the textbook',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Clubs, houses, sport and the student council give students real responsibility. Value education and life skills are part of the timetable, not an afterthought.',
        },
      ],
    },
  ],
};

export const ACADEMIC_EXCELLENCE: Article = {
  path: '/academics',
  title: 'Academic Excellence',
  description: 'Our students\' results in the ICSE examination.',
  sections: [
    {
      blocks: [
        {
          kind: 'paragraph',
          text: 'Year after year our Std X students have done the school proud in the ICSE examination. Every student who appeared has passed, and many have scored distinctions in English, Mathematics, Science and Computer Applications.',
        },
        {
          kind: 'paragraph',
          text: 'These results come from steady work over ten years: small classes, teachers who know each child, regular practice with board-pattern papers, and extra guidance in the months before the examination.',
        },
        {
          kind: 'photos',
          columns: 3,
          photos: [
            photo('academics/toppers', 'ICSE toppers with their teachers'),
            photo('academics/felicitation', 'Toppers felicitated on the school stage'),
            photo('academics/results-board', 'The results board outside the school office'),
          ],
        },
      ],
    },
  ],
};

export const RESULT_PHOTO = photo('result/icse-result', 'ICSE result summary of our school', 'ICSE result');

export const RESULT: Article = {
  path: '/result',
  title: 'Result',
  description: 'Our latest ICSE result. Select the image to see it enlarged.',
  sections: [{ blocks: [{ kind: 'photos', open: 'modal', columns: 1, photos: [RESULT_PHOTO] }] }],
};
