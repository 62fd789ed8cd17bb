import { DOCUMENT_GROUP_WORDS, DOCUMENT_GROUPS } from '../../formats.ts';
import { object, optionalText, select } from '../../shape.ts';

export const TABLE_KINDS = {
  table: { label: 'Table of marks', shape: object({ table: select('Table', ['assessment'], { optionWords: { assessment: 'How students are assessed (on the Rules screen)' } }), caption: optionalText('Caption') }) },
  documents: { label: 'Documents', shape: select('Document group', DOCUMENT_GROUPS, { notAnOption: 'must be one of the groups on the Documents screen', optionWords: DOCUMENT_GROUP_WORDS }) },
};
