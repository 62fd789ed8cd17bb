import { DATA_BLOCK_NAMES } from '../../../lib/content/formats.ts';
import { select } from '../../../lib/content/shape.ts';

export const DATA_KINDS = {
  data: { label: 'Figures from the other files', shape: select('Which', DATA_BLOCK_NAMES) },
};
