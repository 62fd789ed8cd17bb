'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { filterFromQuery, filterToQuery, type ListFilter } from '@/lib/listings/filters';

const QUERY_CHANGE = 'kvns:querychange';

const EVENTS = ['popstate', 'hashchange', QUERY_CHANGE];

function subscribe(onChange: () => void) {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
}

const readFragment = () => window.location.hash;
// The server renders the page's defaults; the browser then reads the real fragment.
const readServerFragment = () => '';

// The fragment, not the query, which would reach the server and its cache. A choice pushes a history
// entry; typing replaces it.
export function useUrlSearch(): [string, (fragment: string, history: 'push' | 'replace') => void] {
  const search = useSyncExternalStore(subscribe, readFragment, readServerFragment);
  const setSearch = useCallback((fragment: string, history: 'push' | 'replace') => {
    const url = `${window.location.pathname}${window.location.search}${fragment}`;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    window.dispatchEvent(new Event(QUERY_CHANGE));
  }, []);
  return [search, setSearch];
}

/** A listing's filter, kept in the address's fragment (year, month, q). */
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
