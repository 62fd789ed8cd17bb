import { RULE_TEXT } from '@/lib/content/rules';
import type { FromFile } from '../kinds';
import type { LIST_KINDS } from './shape';

export type ListBlock = { kind: 'list'; items: string[]; ordered?: boolean };

export const fromFile: FromFile<typeof LIST_KINDS> = {
  list: (items, { text }) => [{ kind: 'list', items: items.map(text) }],
  numbered: (items, { text }) => [{ kind: 'list', items: items.map(text), ordered: true }],
  // The rules' words as the rules file holds them, the same on every page that lists them.
  rules: (names) => [{ kind: 'list', items: names.map((name) => RULE_TEXT[name]) }],
};

export const words = (block: ListBlock): string[] => block.items;
