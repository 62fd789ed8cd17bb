import { ALL_TIME, applyFilter, currentYearMonth, filterFromQuery, filterToQuery, sameFilter, yearsOf } from './filters';

interface Item {
  title: string;
  date: string | null;
}

const ITEMS: Item[] = [
  { title: 'Annual Day', date: '2026-11-06T00:00:00.000Z' },
  { title: 'Sports Day', date: '2025-01-05T00:00:00.000Z' },
  { title: 'Diwali Celebration', date: '2026-10-20T00:00:00.000Z' },
  { title: 'Undated album', date: null },
  { title: 'Science Exhibition', date: '2025-11-10T00:00:00.000Z' },
  // 31 Dec 20:00 UTC is already 1 January in Mumbai.
  { title: 'New Year Assembly', date: '2024-12-31T20:00:00.000Z' },
];

const run = (filter: Partial<typeof ALL_TIME>) =>
  applyFilter(ITEMS, { ...ALL_TIME, ...filter }, (item) => item.date, (item) => item.title).map((item) => item.title);

test('years found in the data, newest first, in Mumbai time', () => {
  expect(yearsOf(ITEMS, (item) => item.date)).toEqual([2026, 2025]);
});

test('no filter: everything, newest first, undated last', () => {
  expect(run({})).toEqual(['Annual Day', 'Diwali Celebration', 'Science Exhibition', 'Sports Day', 'New Year Assembly', 'Undated album']);
});

test('year, month (0 = all) and case-insensitive title text combine', () => {
  expect(run({ year: 2026 })).toEqual(['Annual Day', 'Diwali Celebration']);
  expect(run({ year: 2026, month: 10 })).toEqual(['Diwali Celebration']);
  expect(run({ month: 11 })).toEqual(['Annual Day', 'Science Exhibition']);
  expect(run({ year: 2025, month: 1 })).toEqual(['Sports Day', 'New Year Assembly']);
  expect(run({ query: 'DAY' })).toEqual(['Annual Day', 'Sports Day']);
  expect(run({ year: 2026, query: 'day' })).toEqual(['Annual Day']);
  expect(run({ year: 2023 })).toEqual([]);
  expect(run({ query: '  album ' })).toEqual(['Undated album']);
});

test('the current year and month in Mumbai', () => {
  expect(currentYearMonth('2026-11-22T06:00:00.000Z')).toEqual({ year: 2026, month: 11 });
  expect(currentYearMonth('2026-12-31T19:00:00.000Z')).toEqual({ year: 2027, month: 1 });
});

describe("the address's fragment", () => {
  const defaults = { year: 2026, month: 11, query: '' } as const;

  test('missing values take the defaults', () => {
    expect(filterFromQuery('', defaults)).toEqual(defaults);
  });

  test('values are read, bad ones ignored', () => {
    expect(filterFromQuery('#year=all&month=0&q=Day', defaults)).toEqual({ year: 'all', month: 0, query: 'Day' });
    expect(filterFromQuery('year=2025&month=3', defaults)).toEqual({ year: 2025, month: 3, query: '' });
    expect(filterFromQuery('#year=20x5&month=13', defaults)).toEqual(defaults);
  });

  test('only what differs from the defaults is written, and it reads back the same', () => {
    expect(filterToQuery(defaults, defaults)).toBe('');
    const filter = { year: 'all' as const, month: 0, query: 'sports day' };
    const query = filterToQuery(filter, defaults);
    expect(query).toBe('#year=all&month=0&q=sports+day');
    expect(filterFromQuery(query, defaults)).toEqual(filter);
  });
});

describe('sameFilter', () => {
  it('tells filters apart by year, month and title words, not by spaces around the words', () => {
    expect(sameFilter({ year: 2025, month: 3, query: ' day ' }, { year: 2025, month: 3, query: 'day' })).toBe(true);
    expect(sameFilter({ year: 2025, month: 0, query: '' }, { year: 'all', month: 0, query: '' })).toBe(false);
    expect(sameFilter({ year: 2025, month: 0, query: '' }, { year: 2025, month: 4, query: '' })).toBe(false);
    expect(sameFilter(ALL_TIME, { ...ALL_TIME, query: 'sports' })).toBe(false);
  });
});
