import styles from './Listing.module.css';

/** Read out when the filters change the list, so screen-reader users hear the effect. */
export default function ResultCount({ shown, total, label }: { shown: number; total: number; label?: string }) {
  return (
    <p className={styles.count} role="status" aria-live="polite" data-needs-scripts={label ? undefined : true}>
      {label ? `${label}: ${total}` : total === 0 ? 'Nothing found' : `Showing ${shown} of ${total}`}
    </p>
  );
}
