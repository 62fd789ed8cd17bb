'use client';

import { useState } from 'react';
import { PAGE_SIZE } from '@/lib/filters';

/**
 * Load More paging: PAGE_SIZE items first, PAGE_SIZE more each time. A new filter (`key`) starts
 * again from the first page.
 */
export function usePaging<T>(items: T[], key: string) {
  const [state, setState] = useState({ key, count: PAGE_SIZE });
  const count = state.key === key ? state.count : PAGE_SIZE;
  return {
    visible: items.slice(0, count),
    hasMore: items.length > count,
    loadMore: () => setState({ key, count: count + PAGE_SIZE }),
  };
}
