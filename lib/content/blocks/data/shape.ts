import { DATA_BLOCK_NAMES } from '../../formats.ts';
import { select } from '../../shape.ts';

export const DATA_KINDS = {
  data: { label: 'Figures from the other files', shape: select('Which', DATA_BLOCK_NAMES) },
};
