'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// A static page's year can be a year old when read; the browser's clock corrects it after hydration.
export default function CurrentYear({ renderedYear }: { renderedYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => renderedYear,
  );
  return <>{year}</>;
}
