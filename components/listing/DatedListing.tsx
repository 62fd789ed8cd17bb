'use client';

import { memo, type ReactNode } from 'react';
import type { FilterOptions, ListFilter } from '@/lib/listings/filters';
import DateBadge from './DateBadge';
import ListFilters from './ListFilters';
import LoadMore from './LoadMore';
import ResultCount from './ResultCount';
import { useFilteredList } from './useFilteredList';
import styles from './NewsListing.module.css';

interface Dated {
  id: string;
  date: string | null;
  title: string;
}

const dateOf = (item: Dated) => item.date;
const titleOf = (item: Dated) => item.title;

export interface DatedListingProps<T extends Dated> {
  items: T[];
  filters: FilterOptions;
  defaults: ListFilter;
  /** What the items are, for the filters' labels ('news', 'events'). */
  noun: string;
  /** Shown when nothing matches the filter. */
  empty: ReactNode;
  /** An item's text beside its date badge. */
  renderItem: (item: T) => ReactNode;
}

/** One item's date badge and text; drawn again only when its item changes. */
const DatedItemBody = memo(function DatedItemBody<T extends Dated>({ item, renderItem }: { item: T; renderItem: (item: T) => ReactNode }) {
  return (
    <>
      <DateBadge iso={item.date} />
      <div className={styles.body}>{renderItem(item)}</div>
    </>
  );
}) as <T extends Dated>(props: { item: T; renderItem: (item: T) => ReactNode }) => ReactNode;

/** A dated list (news, events): year, month and title filters from the URL, a date badge per item, Load More. */
export default function DatedListing<T extends Dated>({ items, filters, defaults, noun, empty, renderItem }: DatedListingProps<T>) {
  const { filter, setFilter, years, matching, visible, rest, hasMore, loadMore } = useFilteredList<T>(items, defaults, dateOf, titleOf);
  return (
    <>
      <ListFilters filter={filter} years={years} options={filters} onChange={setFilter} noun={noun} />
      <ResultCount shown={visible.length} total={matching.length} />
      {visible.length === 0 ? <div data-needs-scripts={items.length > 0 || undefined}>{empty}</div> : null}
      {visible.length + rest.length > 0 ? (
        <ul className={styles.list}>
          {[...visible, ...rest].map((item, index) => (
            <li key={item.id} className={styles.item} data-page-rest={index >= visible.length || undefined}>
              <DatedItemBody item={item} renderItem={renderItem} />
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore hasMore={hasMore} onClick={loadMore} />
    </>
  );
}
