import { dayShortMonthYear, formatDayShortMonthYear, formatDdMmYyyy, MONTH_NAMES, sortNewestFirst, yearAndMonth } from './dates';

describe('date formats, read in Mumbai time', () => {
  test('DD/MM/YYYY for circulars', () => {
    expect(formatDdMmYyyy('2024-06-05T00:00:00.000Z')).toBe('05/06/2024');
    // 20:00 UTC is already the next day in Mumbai.
    expect(formatDdMmYyyy('2024-06-04T20:00:00.000Z')).toBe('05/06/2024');
    expect(formatDdMmYyyy(null)).toBe('');
    expect(formatDdMmYyyy('garbage')).toBe('');
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
