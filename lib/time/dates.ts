/** Dates are shown as the school reads them: in Mumbai's time zone, whatever the server's. */
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

// One offset all year since 1945, so plain arithmetic gives Mumbai's date; Intl's time-zone formatting
// weighed on a listing's hydration.
const SCHOOL_UTC_OFFSET_MS = 5.5 * 3_600_000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

function parts(date: Date): { day: string; month: string; year: string } {
  const inMumbai = new Date(date.getTime() + SCHOOL_UTC_OFFSET_MS);
  return { day: twoDigits(inMumbai.getUTCDate()), month: twoDigits(inMumbai.getUTCMonth() + 1), year: String(inMumbai.getUTCFullYear()) };
}

/** DD/MM/YYYY (circulars); '' for no date. */
export function formatDdMmYyyy(iso: string | null | undefined): string {
  const date = parse(iso);
  if (!date) return '';
  const { day, month, year } = parts(date);
  return `${day}/${month}/${year}`;
}

/** YYYYMMDD (calendar files); '' for no date. */
export function formatYyyyMmDd(iso: string | null | undefined): string {
  const date = parse(iso);
  if (!date) return '';
  const { day, month, year } = parts(date);
  return `${year}${month}${day}`;
}

/** The one short form of the months, in dates and in the month filters alike ('Sep', never 'Sept'). */
export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Day, short month and year of a date, e.g. { day: '5', month: 'Jun', year: '2024' }; null for no date. */
export function dayShortMonthYear(iso: string | null | undefined): { day: string; month: string; year: string } | null {
  const date = parse(iso);
  if (!date) return null;
  const { day, month, year } = parts(date);
  return { day: String(Number(day)), month: MONTH_NAMES[Number(month) - 1] ?? '', year };
}

/** Day, short month, year, e.g. '5 Jun 2024' (galleries); '' for no date. */
export function formatDayShortMonthYear(iso: string | null | undefined): string {
  const date = dayShortMonthYear(iso);
  return date ? `${date.day} ${date.month} ${date.year}` : '';
}

/** Year and month (1-12) of a date in the school's time zone; null for no date. */
export function yearAndMonth(iso: string | null | undefined): { year: number; month: number } | null {
  const date = parse(iso);
  if (!date) return null;
  const { month, year } = parts(date);
  return { year: Number(year), month: Number(month) };
}

/** Newest first; records without a date go last, in their original order. */
export function sortNewestFirst<T>(items: readonly T[], dateOf: (item: T) => string | null | undefined): T[] {
  const time = (item: T) => parse(dateOf(item))?.getTime() ?? Number.NEGATIVE_INFINITY;
  return items
    .map((item, index) => ({ item, index, time: time(item) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ item }) => item);
}
