// Kept in the address, so a filtered view can be shared, reloaded and reached with Back.
import { MONTH_NAMES, sortNewestFirst, yearAndMonth } from '../time/dates';

export { MONTH_NAMES };

/** Cards first shown, and added by each Load More. */
export const PAGE_SIZE = 6;

export interface ListFilter {
  /** A year, or 'all'. */
  year: number | 'all';
  /** 1 to 12, or 0 for all months. */
  month: number;
  /** Matched against titles, case-insensitively. */
  query: string;
}

/** Which filters a listing shows. */
export interface FilterOptions {
  year?: boolean;
  month?: boolean;
  query?: boolean;
  /** 'All' or 'All Years', as each page names it. */
  allYearsLabel?: string;
}

export const ALL_TIME: ListFilter = { year: 'all', month: 0, query: '' };

/** The defaults that depend on today: the current year (news), and month (events). */
export function currentYearMonth(nowIso: string): { year: number; month: number } {
  return yearAndMonth(nowIso) ?? { year: new Date(nowIso).getUTCFullYear(), month: new Date(nowIso).getUTCMonth() + 1 };
}

/** The distinct years of the records' dates, newest first. */
export function yearsOf<T>(items: readonly T[], dateOf: (item: T) => string | null): number[] {
  const years = new Set<number>();
  for (const item of items) {
    const parts = yearAndMonth(dateOf(item));
    if (parts) years.add(parts.year);
  }
  return [...years].sort((a, b) => b - a);
}

export function matchesFilter(date: string | null, title: string, filter: ListFilter): boolean {
  const query = filter.query.trim().toLowerCase();
  if (query && !title.toLowerCase().includes(query)) return false;
  if (filter.year === 'all' && filter.month === 0) return true;
  const parts = yearAndMonth(date);
  if (!parts) return false;
  if (filter.year !== 'all' && parts.year !== filter.year) return false;
  return filter.month === 0 || parts.month === filter.month;
}

/** The records that pass the filter, newest first. */
export function applyFilter<T>(
  items: readonly T[],
  filter: ListFilter,
  dateOf: (item: T) => string | null,
  titleOf: (item: T) => string,
): T[] {
  return sortNewestFirst(
    items.filter((item) => matchesFilter(dateOf(item), titleOf(item), filter)),
    dateOf,
  );
}

// The fragment never reaches the server, so a cached page never records one visitor's filter; what is
// missing or unreadable takes the page's default.
export function filterFromQuery(fragment: string | URLSearchParams, defaults: ListFilter): ListFilter {
  const params = typeof fragment === 'string' ? new URLSearchParams(fragment.replace(/^#/, '')) : fragment;
  const rawYear = params.get('year');
  const rawMonth = params.get('month');
  let year = defaults.year;
  if (rawYear === 'all') year = 'all';
  else if (rawYear && /^\d{4}$/.test(rawYear)) year = Number(rawYear);
  let month = defaults.month;
  if (rawMonth && /^\d{1,2}$/.test(rawMonth) && Number(rawMonth) <= 12) month = Number(rawMonth);
  const query = (params.get('q') ?? defaults.query).slice(0, 100);
  return { year, month, query };
}

/** Whether two filters choose the same records. */
export function sameFilter(a: ListFilter, b: ListFilter): boolean {
  return a.year === b.year && a.month === b.month && a.query.trim() === b.query.trim();
}

/** The fragment of a filter (`#year=all&q=day`), holding only what differs from the defaults ('' when nothing does). */
export function filterToQuery(filter: ListFilter, defaults: ListFilter): string {
  const params = new URLSearchParams();
  if (filter.year !== defaults.year) params.set('year', String(filter.year));
  if (filter.month !== defaults.month) params.set('month', String(filter.month));
  if (filter.query.trim() !== defaults.query) params.set('q', filter.query.trim());
  const query = params.toString();
  return query ? `#${query}` : '';
}
