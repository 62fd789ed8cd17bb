'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { filterFromQuery, filterToQuery, type ListFilter } from '@/lib/filters';

const QUERY_CHANGE = 'kvns:querychange';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_CHANGE, onChange);
  };
}

const readSearch = () => window.location.search;
// The server renders the page's defaults; the browser then reads the real query.
const readServerSearch = () => '';

/**
 * The page's URL query, and a way to change it without a reload. A choice from a list adds a history
 * entry (so Back undoes it); typing replaces the current one, so Back is not one step per letter.
 */
export function useUrlSearch(): [string, (query: string, history: 'push' | 'replace') => void] {
  const search = useSyncExternalStore(subscribe, readSearch, readServerSearch);
  const setSearch = useCallback((query: string, history: 'push' | 'replace') => {
    const url = `${window.location.pathname}${query}${window.location.hash}`;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    window.dispatchEvent(new Event(QUERY_CHANGE));
  }, []);
  return [search, setSearch];
}

/** A listing's filter, kept in the URL query (year, month, q). */
export function useUrlFilter(defaults: ListFilter): [ListFilter, (next: ListFilter, history: 'push' | 'replace') => void] {
  const [search, setSearch] = useUrlSearch();
  const { year, month, query } = defaults;
  const filter = useMemo(() => filterFromQuery(search, { year, month, query }), [search, year, month, query]);
  const setFilter = useCallback(
    (next: ListFilter, history: 'push' | 'replace') => setSearch(filterToQuery(next, { year, month, query }), history),
    [setSearch, year, month, query],
  );
  return [filter, setFilter];
}
