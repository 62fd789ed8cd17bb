'use client';

import { useId, useRef } from 'react';
import { MONTH_NAMES, type FilterOptions, type ListFilter } from '@/lib/listings/filters';
import { useChoicesBeforeHydration } from './useChoicesBeforeHydration';
import styles from './Listing.module.css';

interface ListFiltersProps {
  filter: ListFilter;
  years: number[];
  options: FilterOptions;
  onChange: (next: ListFilter, history: 'push' | 'replace') => void;
  /** What is listed, e.g. 'albums', for the search box's name. */
  noun: string;
}

/** The year, month and title filters of a listing; every control is labelled. */
export default function ListFilters({ filter, years, options, onChange, noun }: ListFiltersProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  useChoicesBeforeHydration(form, filter, onChange);
  // A year chosen in the URL but absent from the data still shows as chosen.
  const yearChoices = filter.year !== 'all' && !years.includes(filter.year) ? [filter.year, ...years] : years;
  return (
    <form ref={form} className={styles.filters} role="search" aria-label={`Filter ${noun}`} onSubmit={(event) => event.preventDefault()} data-needs-scripts>
      {options.year ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-year`}>Year</label>
          <select
            id={`${id}-year`}
            name="year"
            value={String(filter.year)}
            onChange={(event) => onChange({ ...filter, year: event.target.value === 'all' ? 'all' : Number(event.target.value) }, 'push')}
          >
            <option value="all">{options.allYearsLabel ?? 'All Years'}</option>
            {yearChoices.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {options.month ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-month`}>Month</label>
          <select
            id={`${id}-month`}
            name="month"
            value={filter.month}
            onChange={(event) => onChange({ ...filter, month: Number(event.target.value) }, 'push')}
          >
            <option value={0}>All Months</option>
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {options.query ? (
        <div className={`${styles.field} ${styles.search}`}>
          <label htmlFor={`${id}-q`}>Search by title</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            value={filter.query}
            placeholder={`Search ${noun}`}
            autoComplete="off"
            maxLength={100}
            onChange={(event) => onChange({ ...filter, query: event.target.value }, 'replace')}
          />
        </div>
      ) : null}
    </form>
  );
}
