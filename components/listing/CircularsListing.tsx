'use client';

import DataTable from '@/components/content/DataTable';
import { formatDdMmYyyy } from '@/lib/time/dates';
import type { FilterOptions, ListFilter } from '@/lib/listings/filters';
import type { Circular } from '@/lib/provider/types';
import type { TableCell } from '@/lib/content/types';
import ListFilters from './ListFilters';
import ResultCount from './ResultCount';
import { useFilteredList } from './useFilteredList';
import { FALLBACK } from '@/lib/content/fallbacks';

const dateOf = (circular: Circular) => circular.date;
const titleOf = (circular: Circular) => circular.title;

/** Circulars as a table, newest first; every circular matching the year is listed (no paging). */
export default function CircularsListing({ circulars, filters, defaults }: { circulars: Circular[]; filters: FilterOptions; defaults: ListFilter }) {
  const { filter, setFilter, years, matching, outsideFilter } = useFilteredList(circulars, defaults, dateOf, titleOf);
  const row = (circular: Circular, index: number): TableCell[] => {
    const file = circular.attachments[0];
    return [
      String(index + 1),
      formatDdMmYyyy(circular.date) || FALLBACK.notAvailable,
      circular.title || FALLBACK.title,
      file ? { text: 'Download', href: file, description: `${circular.title} (opens in a new tab)` } : '—',
    ];
  };
  // Without scripts the filter cannot run: the circulars outside it follow, shown only then.
  const shown: TableCell[][] = matching.length === 0 ? [[FALLBACK.noData, '', '', '']] : matching.map(row);
  const rows = [...shown, ...outsideFilter.map((circular, index) => row(circular, matching.length + index))];
  return (
    <>
      <ListFilters filter={filter} years={years} options={filters} onChange={setFilter} noun="circulars" />
      <ResultCount shown={matching.length} total={matching.length} />
      <DataTable table={{ caption: 'Circulars', columns: ['SL.No', 'Date', 'Title', 'Download'], rows, restFrom: shown.length }} />
    </>
  );
}
