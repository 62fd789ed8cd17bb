'use client';

import { useSyncExternalStore } from 'react';
import { safeGalleryOrigin } from '@/lib/cards';

const noSubscription = () => () => {};

/**
 * The sub gallery's Back link, to the listing it was opened from (`?from=`, one of the gallery pages).
 * The page is cached once per album, whatever the query, so the server writes the default origin and the
 * browser puts in the one from its own address.
 */
export default function BackToGallery({ className }: { className?: string }) {
  const search = useSyncExternalStore(noSubscription, () => window.location.search, () => '');
  return (
    <a href={safeGalleryOrigin(new URLSearchParams(search).get('from'))} className={className}>
      ← Back
    </a>
  );
}
