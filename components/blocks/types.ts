// Every block a page shows, one kind per folder here.
import type { CardsBlock } from './cards';
import type { ExternalLinksBlock } from './external-links';
import type { FactsBlock } from './facts';
import type { ListBlock } from './list';
import type { ParagraphBlock } from './paragraph';
import type { PendingBlock } from './pending';
import type { PhotosBlock } from './photos';
import type { QuoteBlock } from './quote';
import type { SeeAlsoBlock } from './see-also';
import type { StepsBlock } from './steps';
import type { TableBlock } from './table';
import type { TabsBlock } from './tabs';

export type { Tab } from './tabs';

export type Block = ParagraphBlock | ListBlock | TableBlock | FactsBlock | QuoteBlock | PhotosBlock | TabsBlock | CardsBlock | StepsBlock | ExternalLinksBlock | PendingBlock | SeeAlsoBlock;
