'use client';

import type { CardData } from '@/lib/listings/cards';
import type { FilterOptions, ListFilter } from '@/lib/listings/filters';
import Card from './Card';
import ListFilters from './ListFilters';
import LoadMore from './LoadMore';
import ResultCount from './ResultCount';
import { useFilteredList } from './useFilteredList';
import styles from './Listing.module.css';
import { FALLBACK } from '@/lib/content/fallbacks';

interface CardListingProps {
  cards: CardData[];
  filters: FilterOptions;
  defaults: ListFilter;
  /** What is listed, e.g. 'albums'. */
  noun: string;
  /** Shown as '{label}: N' instead of 'Showing n of N' (Sports Corner: 'Total Categories'). */
  totalLabel?: string;
  /** The first cards are above the fold: load their covers first. */
  priorityCovers?: number;
}

const dateOf = (card: CardData) => card.date;
const titleOf = (card: CardData) => card.title;

/** One listing for every gallery-type page: filters in the URL, newest first, Load More by 6. */
export default function CardListing({ cards, filters, defaults, noun, totalLabel, priorityCovers = 0 }: CardListingProps) {
  const { filter, setFilter, years, matching, visible, rest, hasMore, loadMore } = useFilteredList(cards, defaults, dateOf, titleOf);

  return (
    <>
      <ListFilters filter={filter} years={years} options={filters} onChange={setFilter} noun={noun} />
      <ResultCount shown={visible.length} total={matching.length} label={totalLabel} />
      <ul className={styles.grid}>
        {visible.length === 0 ? (
          <li className={styles.empty} data-needs-scripts={cards.length > 0 || undefined}>
            <strong>{FALLBACK.noData}</strong>
          </li>
        ) : null}
        {/* One keyed list, so Load More only unmarks cards already on the page: none is made again. */}
        {[...visible, ...rest].map((card, index) => (
          <li key={card.id} data-page-rest={index >= visible.length || undefined}>
            <Card card={card} preload={index < Math.min(priorityCovers, visible.length)} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={hasMore} onClick={loadMore} />
    </>
  );
}
