// What every block kind's folder provides: the kinds a page file may hold (shape.ts, plain data the build
// and the editor read), and for each, the blocks the page shows (index.ts); the view that draws them is in components/blocks/.
import type { BlockKind, BlocksShape, ValueOf } from '../shape.ts';
import type { TAB_BLOCK_KINDS } from './shapes.ts';
import type { Block } from './index.ts';

/** The blocks a tab holds, as a page file has them. */
export type TabFileBlocks = ValueOf<BlocksShape<typeof TAB_BLOCK_KINDS>>;

/** Where a page file's block is read, for what it resolves to. */
export interface FromFileContext {
  /** The words with their {names} filled in (the build stops on a name nothing holds). */
  text(words: string): string;
  /** The tab the block stands in, if any: it captions a tab's documents. */
  label?: string;
  /** The blocks inside a tab, resolved as the page's own. */
  inner(blocks: TabFileBlocks, tabIndex: number, label: string): Block[];
}

/** One function per file kind of a folder's shape.ts: its value as the blocks the page shows. */
export type FromFile<Kinds extends Record<string, BlockKind>> = { [Kind in keyof Kinds]: (value: ValueOf<Kinds[Kind]['shape']>, context: FromFileContext) => Block[] };
