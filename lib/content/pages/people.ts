import { DOCUMENT_GROUPS, photosBlock } from '../photos';
import type { Article, Block } from '../types';

export const OUR_STAFF: Article = {
  path: '/our-staff',
  title: 'Our Staff',
  description: 'The teachers of the secondary, primary and pre-primary sections.',
  sections: [
    {
      blocks: [
        {
          kind: 'tabs',
          label: 'School sections',
          tabs: [
            { label: 'Secondary', blocks: [photosBlock('staff-secondary', { columns: 1 })] },
            { label: 'Primary', blocks: [photosBlock('staff-primary', { columns: 1 })] },
            { label: 'Pre-Primary', blocks: [photosBlock('staff-pre-primary', { columns: 1 })] },
          ],
        },
      ],
    },
  ],
};

export const FACULTY: Article = {
  path: '/faculty',
  title: 'Faculty',
  description: 'The teachers of the school and what they teach.',
  sections: [
    {
      blocks: [
        { kind: 'pending', what: 'the list of teachers, with their designations, qualifications and subjects, and the faculty motto' },
      ],
    },
  ],
};

/** An EPTA tab: its documents as a table with a download link each, or the line saying they will be published. */
function eptaTab(label: string, group: string): { label: string; blocks: Block[] } {
  const { what, items } = DOCUMENT_GROUPS[group]!;
  if (!items) return { label, blocks: [{ kind: 'pending', what }] };
  const rows = items.map(({ date, title, file }, index) => {
    const [year, month, day] = date.split('-');
    return [String(index + 1), `${day}/${month}/${year}`, title, { text: 'Download', href: file, download: true, description: `${title} (PDF)` }];
  });
  return { label, blocks: [{ kind: 'table', table: { caption: label, columns: ['SL.No', 'Date', 'Title', 'Download'], rows } }] };
}

export const EPTA: Article = {
  path: '/EPTA',
  title: 'EPTA',
  description: 'Minutes, circulars and notices of the EPTA.',
  sections: [
    {
      blocks: [
        {
          kind: 'tabs',
          label: 'EPTA documents',
          orientation: 'vertical',
          tabs: [eptaTab('EPTA Minutes', 'epta-minutes'), eptaTab('EPTA Circular', 'epta-circulars'), eptaTab('EPTA Notice', 'epta-notices')],
        },
      ],
    },
  ],
};
