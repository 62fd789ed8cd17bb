'use client';

import type { FilterOptions, ListFilter } from '@/lib/listings/filters';
import { formatDayShortMonthYear } from '@/lib/time/dates';
import type { NewsItem } from '@/lib/provider/types';
import DatedListing from './DatedListing';
import styles from './NewsListing.module.css';
import NewTabLink from '@/components/ui/NewTabLink';
import { FALLBACK } from '@/lib/content/fallbacks';

/** Drawn: a phone without an emoji font searches every font for 📎 on each layout. */
function PaperclipIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 11.5 12 19.5a5 5 0 0 1-7-7l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7L9.7 17.2a1.6 1.6 0 0 1-2.3-2.3L15 7.3" />
    </svg>
  );
}

/** The placeholders shown when there is no news. */
export function NoNews() {
  return (
    <ul className={styles.list}>
      <li className={styles.item}>
        <div className={styles.body}>
          <h2>No news available</h2>
          <p>Stay tuned for latest updates</p>
        </div>
      </li>
    </ul>
  );
}

/** The school's news, filtered by year, month and title, newest first. */
export default function NewsListing({ items, filters, defaults }: { items: NewsItem[]; filters: FilterOptions; defaults: ListFilter }) {
  return (
    <DatedListing
      items={items}
      filters={filters}
      defaults={defaults}
      noun="news"
      empty={<NoNews />}
      renderItem={(item) => (
        <>
          <h2>{item.title || FALLBACK.title}</h2>
          {item.date ? <p className="visually-hidden">{formatDayShortMonthYear(item.date)}</p> : null}
          {item.descriptionHtml ? <div className={styles.description} dangerouslySetInnerHTML={{ __html: item.descriptionHtml }} /> : null}
          <p className={styles.links}>
            {item.attachments[0] ? (
              <NewTabLink href={item.attachments[0]!} className={styles.attachment}>
                <PaperclipIcon /> Attachment<span className="visually-hidden">: {item.title}</span>
              </NewTabLink>
            ) : null}
            {item.link ? (
              <NewTabLink href={item.link}>
                Read more<span className="visually-hidden">: {item.title}</span>
              </NewTabLink>
            ) : null}
          </p>
        </>
      )}
    />
  );
}
