import { RULE_NAMES, RULE_WORDS } from '../../formats.ts';
import { array, multiselect, text } from '../../shape.ts';

export const lines = (label: string) => array(text('Item', { multiline: true }), { label, itemLabel: (item) => item || 'An item', min: 1 });

export const LIST_KINDS = {
  list: { label: 'List', shape: lines('Items') },
  numbered: { label: 'Numbered list', shape: lines('Items') },
  rules: { label: 'Rules (as the Rules screen words them)', shape: multiselect('Rules', RULE_NAMES, { min: 1, notAnOption: 'must be one of the rules on the Rules screen', optionWords: RULE_WORDS }) },
};
