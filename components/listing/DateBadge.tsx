import { dayShortMonthYear } from '@/lib/time/dates';
import styles from './NewsListing.module.css';

/** Day and short month in a badge (news and events); screen readers get the full date. */
export default function DateBadge({ iso }: { iso: string | null }) {
  const parts = dayShortMonthYear(iso);
  if (!iso || !parts) return <span className={styles.badge} aria-hidden="true">—</span>;
  return (
    <time className={styles.badge} dateTime={iso} aria-hidden="true">
      <span className={styles.day}>{parts.day}</span>
      <span className={styles.month}>{parts.month}</span>
    </time>
  );
}
