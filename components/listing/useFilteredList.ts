'use client';

import { useDeferredValue, useMemo } from 'react';
import { ALL_TIME, applyFilter, yearsOf, type ListFilter } from '@/lib/listings/filters';
import { usePaging } from './usePaging';
import { useUrlFilter } from './useUrlFilter';

/** The rest of the items (beyond the page or outside the filter) stay in the page, shown only without scripts. */
export function useFilteredList<T>(
  items: T[],
  defaults: ListFilter,
  dateOf: (item: T) => string | null,
  titleOf: (item: T) => string,
) {
  const [filter, setFilter] = useUrlFilter(defaults);
  // The filter lives in the address, a store React reads at once; the controls show it at once, and the
  // list follows in a render that yields to input, so a key press paints before the list is redrawn.
  const listed = useDeferredValue(filter);
  const years = useMemo(() => yearsOf(items, dateOf), [items, dateOf]);
  const matching = useMemo(() => applyFilter(items, listed, dateOf, titleOf), [items, listed, dateOf, titleOf]);
  const paging = usePaging(matching, JSON.stringify(listed));
  const everything = useMemo(() => applyFilter(items, ALL_TIME, dateOf, titleOf), [items, dateOf, titleOf]);
  const rest = useMemo(() => {
    const shown = new Set(paging.visible);
    return everything.filter((item) => !shown.has(item));
  }, [everything, paging.visible]);
  const outsideFilter = useMemo(() => {
    const matched = new Set(matching);
    return everything.filter((item) => !matched.has(item));
  }, [everything, matching]);
  return { filter, setFilter, years, matching, rest, outsideFilter, ...paging };
}
