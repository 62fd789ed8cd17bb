import { RULE_NAMES } from '../../formats.ts';
import { array, multiselect, text } from '../../shape.ts';

export const lines = (label: string) => array(text('Item', { multiline: true }), { label, itemLabel: (item) => item || 'An item', min: 1 });

export const LIST_KINDS = {
  list: { label: 'List', shape: lines('Items') },
  numbered: { label: 'Numbered list', shape: lines('Items') },
  rules: { label: "Rules (the school's rules file)", shape: multiselect('Rules', RULE_NAMES, { min: 1, notAnOption: 'must be one of the rules in content/rules.yaml' }) },
};
