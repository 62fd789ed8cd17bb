import { SCHOOL_TIME_ZONE } from '@/lib/dates';
import styles from './NewsListing.module.css';

/** Day and short month in a badge (news and events); screen readers get the full date. */
export default function DateBadge({ iso }: { iso: string | null }) {
  if (!iso) return <span className={styles.badge} aria-hidden="true">—</span>;
  const date = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: SCHOOL_TIME_ZONE, ...options }).format(date);
  return (
    <time className={styles.badge} dateTime={iso} aria-hidden="true">
      <span className={styles.day}>{part({ day: 'numeric' })}</span>
      <span className={styles.month}>{part({ month: 'short' })}</span>
    </time>
  );
}
