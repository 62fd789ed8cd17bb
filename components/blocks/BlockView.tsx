import type { ReactNode } from 'react';
import CardsView from './cards/View';
import ExternalLinksView from './external-links/View';
import FactsView from './facts/View';
import ListView from './list/View';
import ParagraphView from './paragraph/View';
import PendingView from './pending/View';
import PhotosView from './photos/View';
import QuoteView from './quote/View';
import SeeAlsoView from './see-also/View';
import StepsView from './steps/View';
import TableView from './table/View';
import TabsView from './tabs/View';
import type { Block } from '@/lib/content/blocks';

// Typed against every kind of Block: a kind without its view here does not build.
const VIEWS: { [Kind in Block['kind']]: (props: { block: Extract<Block, { kind: Kind }> }) => ReactNode } = {
  paragraph: ParagraphView,
  list: ListView,
  table: TableView,
  facts: FactsView,
  quote: QuoteView,
  photos: PhotosView,
  tabs: TabsView,
  cards: CardsView,
  steps: StepsView,
  'external-links': ExternalLinksView,
  pending: PendingView,
  'see-also': SeeAlsoView,
};

export function BlockView({ block }: { block: Block }) {
  // The map above pairs each kind with its view; TypeScript cannot pair a union's tag with it here.
  const View = VIEWS[block.kind] as (props: { block: Block }) => ReactNode;
  return <View block={block} />;
}

export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}
