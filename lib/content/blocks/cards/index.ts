import type { FromFile } from '../kinds';
import type { CARDS_KINDS } from './shape';

export type CardsBlock = { kind: 'cards'; cards: { title: string; text?: string; colour?: string }[] };

export const fromFile: FromFile<typeof CARDS_KINDS> = {
  cards: (cards) => [{ kind: 'cards', cards }],
};

export const words = (block: CardsBlock): string[] => block.cards.flatMap((card) => [card.title, card.text ?? '']);
