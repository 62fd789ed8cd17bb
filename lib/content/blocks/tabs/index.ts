import type { FromFile } from '../kinds';
import type { SECTION_BLOCK_KINDS } from '../shapes';
import type { Block } from '..';

export interface Tab {
  label: string;
  blocks: Block[];
}

export type TabsBlock = { kind: 'tabs'; label: string; tabs: Tab[]; orientation?: 'horizontal' | 'vertical' };

export const fromFile: FromFile<Pick<typeof SECTION_BLOCK_KINDS, 'tabs'>> = {
  tabs: ({ label, orientation, items }, { inner }) => [
    { kind: 'tabs', label, orientation, tabs: items.map((item, index) => ({ label: item.label, blocks: inner(item.blocks, index, item.label) })) },
  ],
};

export const words = (block: TabsBlock, wordsOf: (block: Block) => string[]): string[] => block.tabs.flatMap((tab) => [tab.label, ...tab.blocks.flatMap(wordsOf)]);
