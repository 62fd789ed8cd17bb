import { DOCUMENT_GROUP_WORDS, DOCUMENT_GROUPS } from '../../formats.ts';
import { array, date, file, object, optionalText, select, text } from '../../shape.ts';

/** Where the documents a page owns are uploaded. */
export const PAGE_DOCUMENTS_FOLDER = 'docs/office/pages';

export const TABLE_KINDS = {
  table: { label: 'Table of marks', shape: object({ table: select('Table', ['assessment'], { optionWords: { assessment: 'How students are assessed (on the Rules screen)' } }), caption: optionalText('Caption') }) },
  documents: { label: 'Documents of a shared group (the Documents screen)', shape: select('Document group', DOCUMENT_GROUPS, { notAnOption: 'must be one of the groups on the Documents screen', optionWords: DOCUMENT_GROUP_WORDS }) },
  'page-documents': {
    label: "This page's own documents",
    shape: object({
      caption: text('Caption', { description: 'What the documents are, said above their table, such as "Open Day 2027: the programme".' }),
      documents: array(object({ date: date('Date'), title: text('Title'), file: file('PDF', PAGE_DOCUMENTS_FOLDER) }), { label: 'Documents', itemLabel: (document) => document.title || 'A document', min: 1 }),
    }),
  },
};
