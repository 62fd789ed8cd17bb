import fc from 'fast-check';
import { dayShortMonthYear, formatDayShortMonthYear, formatDdMmYyyy, formatYyyyMmDd, MONTH_NAMES, SCHOOL_TIME_ZONE, sortNewestFirst, yearAndMonth } from './dates';

describe('date formats, read in Mumbai time', () => {
  test('DD/MM/YYYY for circulars', () => {
    expect(formatDdMmYyyy('2024-06-05T00:00:00.000Z')).toBe('05/06/2024');
    // 20:00 UTC is already the next day in Mumbai.
    expect(formatDdMmYyyy('2024-06-04T20:00:00.000Z')).toBe('05/06/2024');
    expect(formatDdMmYyyy(null)).toBe('');
    expect(formatDdMmYyyy('garbage')).toBe('');
  });

  test('YYYYMMDD for calendar files', () => {
    expect(formatYyyyMmDd('2024-06-04T20:00:00.000Z')).toBe('20240605');
    expect(formatYyyyMmDd('2024-06-04T18:00:00.000Z')).toBe('20240604');
    expect(formatYyyyMmDd('garbage')).toBe('');
  });

  test('day, short month, year in en-GB for galleries', () => {
    expect(formatDayShortMonthYear('2024-06-05T00:00:00.000Z')).toBe('5 Jun 2024');
    expect(formatDayShortMonthYear('2023-12-31T19:00:00.000Z')).toBe('1 Jan 2024');
    expect(formatDayShortMonthYear(undefined)).toBe('');
    // One short form of the month everywhere, as the month filter reads it: 'Sep', not the locale's 'Sept'.
    expect(formatDayShortMonthYear('2026-09-14T06:00:00.000Z')).toBe('14 Sep 2026');
    expect(dayShortMonthYear('2026-09-14T06:00:00.000Z')).toEqual({ day: '14', month: 'Sep', year: '2026' });
    expect(MONTH_NAMES[8]).toBe('Sep');
  });

  test('year and month', () => {
    expect(yearAndMonth('2024-01-31T20:00:00.000Z')).toEqual({ year: 2024, month: 2 });
    expect(yearAndMonth(null)).toBeNull();
  });
});

test('newest first, undated last in their original order', () => {
  const items = [
    { id: 'a', date: '2023-01-01T00:00:00.000Z' },
    { id: 'b', date: null },
    { id: 'c', date: '2024-05-01T00:00:00.000Z' },
    { id: 'd', date: 'bad' },
    { id: 'e', date: '2024-01-01T00:00:00.000Z' },
  ];
  expect(sortNewestFirst(items, (item) => item.date).map((item) => item.id)).toEqual(['c', 'e', 'a', 'b', 'd']);
  expect(items[0]?.id).toBe('a');
});

test('Mumbai dates by arithmetic agree with Intl in the time zone, across 1970 to 2100', () => {
  const inMumbai = new Intl.DateTimeFormat('en-GB', { timeZone: SCHOOL_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
  fc.assert(
    fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (time) => {
      const iso = new Date(time).toISOString();
      expect(formatDdMmYyyy(iso)).toBe(inMumbai.format(new Date(time)));
    }),
    { numRuns: 2000 },
  );
});

test('a listing of 50 dates makes no time-zone formatter', () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    const days = Array.from({ length: 50 }, (_, index) => new Date(Date.UTC(2025, 0, 1 + index, 12)).toISOString());
    expect(days.map(formatDayShortMonthYear)[49]).toBe('19 Feb 2025');
    days.forEach((day) => yearAndMonth(day));
    expect(made).not.toHaveBeenCalled();
  } finally {
    made.mockRestore();
  }
});
