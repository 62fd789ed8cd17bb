import type { FromFile } from '../kinds';
import type { PARAGRAPH_KINDS } from './shape';

export type ParagraphBlock = { kind: 'paragraph'; text: string };

export const fromFile: FromFile<typeof PARAGRAPH_KINDS> = {
  paragraph: (words, { text }) => [{ kind: 'paragraph', text: text(words) }],
};

/** What the site search reads of it. */
export const words = (block: ParagraphBlock): string[] => [block.text];
