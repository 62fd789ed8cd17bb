// What the site search reads of each block, by its kind's folder.
import * as cards from './cards';
import * as externalLinks from './external-links';
import * as facts from './facts';
import * as list from './list';
import * as paragraph from './paragraph';
import * as pending from './pending';
import * as photos from './photos';
import * as quote from './quote';
import * as seeAlso from './see-also';
import * as steps from './steps';
import * as table from './table';
import * as tabs from './tabs';
import type { Block } from './types';

// Typed against every kind of Block: a kind without its words here does not build.
const WORDS: { [Kind in Block['kind']]: (block: Extract<Block, { kind: Kind }>) => string[] } = {
  paragraph: paragraph.words,
  list: list.words,
  table: table.words,
  facts: facts.words,
  quote: quote.words,
  photos: photos.words,
  tabs: (block) => tabs.words(block, blockText),
  cards: cards.words,
  steps: steps.words,
  'external-links': externalLinks.words,
  pending: pending.words,
  'see-also': seeAlso.words,
};

/** Every word a block shows, tabs and tables included. */
export function blockText(block: Block): string[] {
  // The map above pairs each kind with its reading; TypeScript cannot pair a union's tag with it here.
  return (WORDS[block.kind] as (block: Block) => string[])(block);
}
