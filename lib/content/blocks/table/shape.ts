import { DOCUMENT_GROUPS } from '../../formats.ts';
import { object, optionalText, select } from '../../shape.ts';

export const TABLE_KINDS = {
  table: { label: 'Table of marks', shape: object({ table: select('Table', ['assessment']), caption: optionalText('Caption') }) },
  documents: { label: 'Documents', shape: select('Document group', DOCUMENT_GROUPS, { notAnOption: 'must be a group of content/documents.yaml' }) },
};
