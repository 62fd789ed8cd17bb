import { array, blocks, object, select, text, type BlockKind } from '../../shape.ts';

/** Tabs, each holding blocks of the other kinds (no tabs within tabs). */
export const tabsKinds = <const Inner extends Record<string, BlockKind>>(inner: Inner) => ({
  tabs: {
    label: 'Tabs',
    shape: object({
      label: text('What the tabs are, for screen readers'),
      orientation: select('Tabs run', ['horizontal', 'vertical']),
      items: array(object({ label: text('Tab'), blocks: blocks('Blocks', inner, { min: 1 }) }), { label: 'Tabs', itemLabel: (tab) => tab.label || 'A tab', min: 2 }),
    }),
  },
});
