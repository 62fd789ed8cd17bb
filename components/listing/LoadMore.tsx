import styles from './Listing.module.css';

/** The Load More button; hidden once everything is shown. */
export default function LoadMore({ hasMore, onClick }: { hasMore: boolean; onClick: () => void }) {
  if (!hasMore) return null;
  return (
    <div className={styles.more} data-needs-scripts>
      <button type="button" className="button" onClick={onClick}>
        Load More
      </button>
    </div>
  );
}
