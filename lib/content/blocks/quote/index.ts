import type { FromFile } from '../kinds';
import type { QUOTE_KINDS } from './shape';

export type QuoteBlock = { kind: 'quote'; text: string };

export const fromFile: FromFile<typeof QUOTE_KINDS> = {
  quote: (words, { text }) => [{ kind: 'quote', text: text(words) }],
};

export const words = (block: QuoteBlock): string[] => [block.text];
