'use client';

import type { MouseEvent } from 'react';
import { useSyncExternalStore } from 'react';
import { safeGalleryOrigin } from '@/lib/listings/cards';
import marks from '@/components/ui/Marks.module.css';

const noSubscription = () => () => {};

/** Whether the page before this one in the tab's history is the listing itself (same site, same path). */
function cameFrom(origin: string): boolean {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    const before = new URL(document.referrer);
    return before.origin === window.location.origin && before.pathname === origin;
  } catch {
    return false;
  }
}

/**
 * The album's Back link to the listing it came from (`?from=`, filled in by the browser: the page is
 * cached once per album). Opened from that listing, it goes back in history, so filters and scroll return.
 */
export default function BackToGallery({ className }: { className?: string }) {
  const search = useSyncExternalStore(noSubscription, () => window.location.search, () => '');
  const origin = safeGalleryOrigin(new URLSearchParams(search).get('from'));
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !cameFrom(origin)) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <a href={origin} className={className ? `${className} ${marks.back}` : marks.back} onClick={goBack}>
      Back
    </a>
  );
}
