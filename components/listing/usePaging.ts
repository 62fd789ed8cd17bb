'use client';

import { startTransition, useMemo, useState } from 'react';
import { PAGE_SIZE } from '@/lib/listings/filters';

// The next page is drawn as a transition, so the tap paints at once and the items follow in work that
// yields to the next input.
export function usePaging<T>(items: T[], key: string) {
  const [state, setState] = useState({ key, count: PAGE_SIZE });
  const count = state.key === key ? state.count : PAGE_SIZE;
  const visible = useMemo(() => items.slice(0, count), [items, count]);
  return {
    visible,
    hasMore: items.length > count,
    loadMore: () => startTransition(() => setState({ key, count: count + PAGE_SIZE })),
  };
}
