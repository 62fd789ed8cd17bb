// The kinds of block a page file's section holds, each from its own folder, in the editor's menu order:
// the build checks page files by them and the editor offers them (lib/content/fileShapes.ts).
import { CARDS_KINDS } from './cards/shape.ts';
import { DATA_KINDS } from './data/shape.ts';
import { LIST_KINDS } from './list/shape.ts';
import { PARAGRAPH_KINDS } from './paragraph/shape.ts';
import { PENDING_KINDS } from './pending/shape.ts';
import { PHOTOS_KINDS } from './photos/shape.ts';
import { QUOTE_KINDS } from './quote/shape.ts';
import { SEE_ALSO_KINDS } from './see-also/shape.ts';
import { STEPS_KINDS } from './steps/shape.ts';
import { TABLE_KINDS } from './table/shape.ts';
import { tabsKinds } from './tabs/shape.ts';

/** What a tab may hold: every kind but tabs. */
export const TAB_BLOCK_KINDS = {
  ...PARAGRAPH_KINDS,
  ...LIST_KINDS,
  ...QUOTE_KINDS,
  ...PENDING_KINDS,
  ...TABLE_KINDS,
  ...PHOTOS_KINDS,
  ...DATA_KINDS,
  ...CARDS_KINDS,
  ...STEPS_KINDS,
  ...SEE_ALSO_KINDS,
};

export const SECTION_BLOCK_KINDS = { ...TAB_BLOCK_KINDS, ...tabsKinds(TAB_BLOCK_KINDS) };
