'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The current year. Static pages are rendered at build time, so the server's year can be a year old
 * by the time a page is read; the browser's clock corrects it after hydration.
 */
export default function CurrentYear({ renderedYear }: { renderedYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => renderedYear,
  );
  return <>{year}</>;
}
