'use client';

import { useId, useMemo } from 'react';
import ProviderImage from '@/components/ui/ProviderImage';
import { DEFAULT_PERSON } from '@/components/ui/images';
import { useUrlSearch } from '@/components/listing/useUrlFilter';
import type { Topper } from '@/lib/provider/types';
import { sessionYears, toppersFor } from '@/lib/listings/toppers';
import listing from '@/components/listing/Listing.module.css';
import styles from './provider.module.css';
import { FALLBACK } from '@/lib/content/fallbacks';

/** Toppers by session year (All, then years newest first), highest percentage first; the year lives in the address's fragment. */
export default function ToppersBrowser({ toppers }: { toppers: Topper[] }) {
  const id = useId();
  const [search, setSearch] = useUrlSearch();
  const years = useMemo(() => sessionYears(toppers), [toppers]);
  const requested = new URLSearchParams(search.replace(/^#/, '')).get('year') ?? 'all';
  const year = requested === 'all' || years.includes(requested) ? requested : 'all';
  const shown = useMemo(() => toppersFor(toppers, year), [toppers, year]);

  return (
    <>
      <form className={listing.filters} role="search" aria-label="Filter toppers" onSubmit={(event) => event.preventDefault()}>
        <div className={listing.field}>
          <label htmlFor={`${id}-year`}>Year</label>
          <select
            id={`${id}-year`}
            name="year"
            value={year}
            onChange={(event) => setSearch(event.target.value === 'all' ? '' : `#year=${event.target.value}`, 'push')}
          >
            <option value="all">All</option>
            {years.map((sessionYear) => (
              <option key={sessionYear} value={sessionYear}>
                {sessionYear}
              </option>
            ))}
          </select>
        </div>
      </form>
      {shown.length === 0 ? (
        <p className={styles.message} role="status">
          No toppers found for the selected year.
        </p>
      ) : (
        <ul className={styles.toppers}>
          {shown.map((topper) => (
            <li key={topper.id} className={styles.topper}>
              <div className={styles.topperPhoto}>
                <ProviderImage src={topper.photo} fallback={DEFAULT_PERSON} alt={`Photo of ${topper.name || 'the topper'}`} sizes="(max-width: 600px) 100vw, 260px" />
              </div>
              <span className={styles.percentage}>{topper.division || FALLBACK.notAvailable}</span>
              <h2>{topper.name || 'No Name'}</h2>
              <p>
                {[topper.className && `Class ${topper.className}`, topper.stream, topper.sessionYear].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
