import type { CardData } from '@/lib/listings/cards';
import { defaultFilter, type ListingConfig } from '@/lib/listings/config';
import CardListing from './CardListing';
import ListingPage from './ListingPage';

/** A gallery-type page: banner and the shared card listing, with the page's filters and defaults. */
export default function CardListingPage({ config, cards }: { config: ListingConfig; cards: CardData[] }) {
  return (
    <ListingPage config={config}>
      <CardListing
        cards={cards}
        filters={config.filters}
        defaults={defaultFilter(config, new Date().toISOString())}
        noun={config.noun}
        totalLabel={config.totalLabel}
        priorityCovers={2}
      />
    </ListingPage>
  );
}
