/** Toppers: session years, the year filter and the home carousel's year. */
import type { Topper } from '../provider/types';

/** The home carousel steps back a year at a time, but not before this one. */
export const TOPPER_YEAR_FLOOR = 2000;

/** Distinct session years ('2023-2024'), newest first. */
export function sessionYears(toppers: readonly Topper[]): string[] {
  const years = new Set(toppers.map((topper) => topper.sessionYear).filter((year) => year !== ''));
  return [...years].sort((a, b) => b.localeCompare(a));
}

/** Highest percentage first; toppers without a readable percentage last. */
export function byPercentage(toppers: readonly Topper[]): Topper[] {
  return [...toppers].sort((a, b) => (b.percentage ?? -1) - (a.percentage ?? -1));
}

/** The toppers of one session year ('all' for every year), highest percentage first. */
export function toppersFor(toppers: readonly Topper[], sessionYear: string): Topper[] {
  return byPercentage(sessionYear === 'all' ? toppers : toppers.filter((topper) => topper.sessionYear === sessionYear));
}

/** The academic year running on a date: it begins in June, so Nov 2026 is in 2026-2027. */
export function academicYearStart(now: Date): number {
  return now.getUTCMonth() >= 5 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

export function sessionYearLabel(startYear: number): string {
  return `${startYear}-${startYear + 1}`;
}

/** The current academic year's, else the nearest earlier year's, down to 2000. */
export function latestToppers(toppers: readonly Topper[], now: Date): { sessionYear: string | null; toppers: Topper[] } {
  for (let start = academicYearStart(now); start >= TOPPER_YEAR_FLOOR; start -= 1) {
    const label = sessionYearLabel(start);
    const found = toppers.filter((topper) => topper.sessionYear === label);
    if (found.length > 0) return { sessionYear: label, toppers: byPercentage(found) };
  }
  return { sessionYear: null, toppers: [] };
}
