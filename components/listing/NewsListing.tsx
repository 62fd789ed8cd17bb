'use client';

import type { FilterOptions, ListFilter } from '@/lib/filters';
import { formatDayShortMonthYear } from '@/lib/dates';
import type { NewsItem } from '@/lib/provider/types';
import DateBadge from './DateBadge';
import ListFilters from './ListFilters';
import LoadMore from './LoadMore';
import ResultCount from './ResultCount';
import { useFilteredList } from './useFilteredList';
import styles from './NewsListing.module.css';

const dateOf = (item: NewsItem) => item.date;
const titleOf = (item: NewsItem) => item.title;

/** The spec's placeholders when there is no news. */
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

export default function NewsListing({ items, filters, defaults }: { items: NewsItem[]; filters: FilterOptions; defaults: ListFilter }) {
  const { filter, setFilter, years, matching, visible, hasMore, loadMore } = useFilteredList(items, defaults, dateOf, titleOf);
  return (
    <>
      <ListFilters filter={filter} years={years} options={filters} onChange={setFilter} noun="news" />
      <ResultCount shown={visible.length} total={matching.length} />
      {visible.length === 0 ? (
        <NoNews />
      ) : (
        <ul className={styles.list}>
          {visible.map((item) => (
            <li key={item.id} className={styles.item}>
              <DateBadge iso={item.date} />
              <div className={styles.body}>
                <h2>{item.title || 'No Title'}</h2>
                {item.date ? <p className="visually-hidden">{formatDayShortMonthYear(item.date)}</p> : null}
                {item.descriptionHtml ? <div className={styles.description} dangerouslySetInnerHTML={{ __html: item.descriptionHtml }} /> : null}
                <p className={styles.links}>
                  {item.attachments[0] ? (
                    <a href={item.attachments[0]} target="_blank" rel="noopener noreferrer" className={styles.attachment}>
                      <span aria-hidden="true">📎</span> Attachment<span className="visually-hidden">: {item.title} (opens in a new tab)</span>
                    </a>
                  ) : null}
                  {item.link ? (
                    <a href={item.link} target="_blank" rel="noopener noreferrer">
                      Read more<span className="visually-hidden">: {item.title} (opens in a new tab)</span>
                    </a>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasMore={hasMore} onClick={loadMore} />
    </>
  );
}
