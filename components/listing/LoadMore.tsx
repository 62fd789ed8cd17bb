'use client';

import { useEarlyTap } from '@/components/ui/useEarlyTap';
import styles from './Listing.module.css';

/** The Load More button; hidden once everything is shown. A tap made before it hydrated is answered once it has. */
export default function LoadMore({ hasMore, onClick }: { hasMore: boolean; onClick: () => void }) {
  const { ref, onTap } = useEarlyTap<HTMLButtonElement>(onClick);
  if (!hasMore) return null;
  return (
    <div className={styles.more} data-needs-scripts>
      {/* The head script marks an early tap on the button (aria-busy) before it hydrates. */}
      <button ref={ref} type="button" className="button" onClick={onTap} data-early-tap suppressHydrationWarning>
        Load More
      </button>
    </div>
  );
}
