import { DATA_BLOCK_NAMES, DATA_BLOCK_WORDS } from '../../formats.ts';
import { select } from '../../shape.ts';

export const DATA_KINDS = {
  data: { label: 'Fees, hours or figures (kept on their own screens)', shape: select('Which', DATA_BLOCK_NAMES, { optionWords: DATA_BLOCK_WORDS }) },
};
