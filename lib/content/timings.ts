/** School and office timings (content/timings.yaml), with the office's own items from content/school.yaml. */
import { ITEM_NAMES, readTimings, type Timing } from './office';
import { OFFICE } from './school';

export type { Timing };

const TIMINGS = readTimings();

/** The spec's school hours, with Std I to III's (after the pre-primary) once the office gives them. */
export const SCHOOL_TIMINGS: Timing[] = [
  ...TIMINGS.school.slice(0, 1),
  ...(OFFICE.timingsStdIToIII ? [{ who: 'Std I to III', ...OFFICE.timingsStdIToIII }] : []),
  ...TIMINGS.school.slice(1),
];

/** The days the school hours apply on, once the office gives them. */
export const SCHOOL_DAYS = OFFICE.schoolDays;

/** What the timings page says the office will publish: the spec gives neither. */
export const SCHOOL_TIMINGS_PENDING = [!OFFICE.timingsStdIToIII && ITEM_NAMES.timingsStdIToIII, !OFFICE.schoolDays && ITEM_NAMES.schoolDays].filter(Boolean).join(', and ') || null;

export const OFFICE_HOURS = TIMINGS.office;

export const PARENT_PORTAL_HELP_DESK = TIMINGS.parentPortalHelpDesk;
