// A page file's block as the blocks the page shows, by its kind's folder.
import * as cards from './cards';
import * as data from './data';
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
import type { Block } from './types';

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


export function blocksFromFile(block: { discriminant: keyof typeof FROM_FILE; value: unknown }, context: FromFileContext): Block[] {
  // The shape checked the value against its kind as the file was read; TypeScript cannot pair the two here.
  const read = FROM_FILE[block.discriminant] as (value: unknown, context: FromFileContext) => Block[];
  return read(block.value, context);
}
