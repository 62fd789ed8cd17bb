import type { Topper } from '../provider/types';
import { academicYearStart, latestToppers, sessionYears, toppersFor } from './toppers';

const topper = (name: string, sessionYear: string, percentage: number | null): Topper => ({
  id: name,
  className: 'X',
  sessionYear,
  division: percentage === null ? '' : `${percentage}%`,
  percentage,
  name,
  stream: 'Science',
  photo: null,
});

const TOPPERS = [
  topper('A', '2024-2025', 95),
  topper('B', '2025-2026', 96.8),
  topper('C', '2025-2026', 97.4),
  topper('D', '2023-2024', 93.4),
  topper('E', '2025-2026', null),
];

test('session years, newest first', () => {
  expect(sessionYears(TOPPERS)).toEqual(['2025-2026', '2024-2025', '2023-2024']);
});

test('toppers of a year (or all) by descending percentage', () => {
  expect(toppersFor(TOPPERS, '2025-2026').map((t) => t.name)).toEqual(['C', 'B', 'E']);
  expect(toppersFor(TOPPERS, 'all').map((t) => t.name)).toEqual(['C', 'B', 'A', 'D', 'E']);
  expect(toppersFor(TOPPERS, '2019-2020')).toEqual([]);
});

test('the academic year begins in June', () => {
  expect(academicYearStart(new Date('2026-11-22T00:00:00Z'))).toBe(2026);
  expect(academicYearStart(new Date('2026-05-31T00:00:00Z'))).toBe(2025);
  expect(academicYearStart(new Date('2026-06-01T00:00:00Z'))).toBe(2026);
});

test('the home carousel steps back a year at a time until it finds toppers', () => {
  const result = latestToppers(TOPPERS, new Date('2026-11-22T00:00:00Z'));
  expect(result.sessionYear).toBe('2025-2026');
  expect(result.toppers.map((t) => t.name)).toEqual(['C', 'B', 'E']);
  expect(latestToppers([topper('Z', '2001-2002', 90)], new Date('2026-11-22T00:00:00Z')).sessionYear).toBe('2001-2002');
});

test('it stops at 2000', () => {
  expect(latestToppers([topper('Old', '1999-2000', 90)], new Date('2026-11-22T00:00:00Z'))).toEqual({ sessionYear: null, toppers: [] });
  expect(latestToppers([topper('Y2K', '2000-2001', 90)], new Date('2026-11-22T00:00:00Z')).sessionYear).toBe('2000-2001');
});
