// Every kind of block a page shows, one folder each: the blocks' type, what a page file's block becomes,
// and what the site search reads of a block. (Their shapes are listed in shapes.ts; their views, in components/blocks/.)
import * as cards from './cards';
import * as data from './data';
import * as externalLinks from './external-links';
import * as facts from './facts';
import type { FromFile, FromFileContext } from './kinds';
import * as list from './list';
import * as paragraph from './paragraph';
import * as pending from './pending';
import * as photos from './photos';
import * as quote from './quote';
import * as seeAlso from './see-also';
import type { SECTION_BLOCK_KINDS } from './shapes';
import * as steps from './steps';
import * as table from './table';
import * as tabs from './tabs';

export type Block =
  | paragraph.ParagraphBlock
  | list.ListBlock
  | table.TableBlock
  | facts.FactsBlock
  | quote.QuoteBlock
  | photos.PhotosBlock
  | tabs.TabsBlock
  | cards.CardsBlock
  | steps.StepsBlock
  | externalLinks.ExternalLinksBlock
  | pending.PendingBlock
  | seeAlso.SeeAlsoBlock;

export type { Tab } from './tabs';

// Typed against every kind the shapes declare: a kind without its reading here does not build.
const FROM_FILE: FromFile<typeof SECTION_BLOCK_KINDS> = {
  ...paragraph.fromFile,
  ...list.fromFile,
  ...quote.fromFile,
  ...pending.fromFile,
  ...table.fromFile,
  ...photos.fromFile,
  ...data.fromFile,
  ...cards.fromFile,
  ...steps.fromFile,
  ...seeAlso.fromFile,
  ...tabs.fromFile,
};

/** A page file's block as the blocks the page shows. */
export function blocksFromFile(block: { discriminant: keyof typeof FROM_FILE; value: unknown }, context: FromFileContext): Block[] {
  // The shape checked the value against its kind as the file was read; TypeScript cannot pair the two here.
  const read = FROM_FILE[block.discriminant] as (value: unknown, context: FromFileContext) => Block[];
  return read(block.value, context);
}

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

/** Every word a block shows, tabs and tables included: what the site search reads of it. */
export function blockText(block: Block): string[] {
  // The map above pairs each kind with its reading; TypeScript cannot pair a union's tag with it here.
  return (WORDS[block.kind] as (block: Block) => string[])(block);
}
