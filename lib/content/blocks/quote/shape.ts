import { text } from '../../shape.ts';

export const QUOTE_KINDS = {
  quote: { label: 'Quote', shape: text('Quote', { multiline: true }) },
};
