/** School and office timings. */
import { ITEM_NAMES } from './office.js';
import { OFFICE } from './school';

export interface Timing {
  who: string;
  from: string;
  to: string;
}

/** The spec's school hours, with Std I to III's once the office gives them (content/school.yaml). */
export const SCHOOL_TIMINGS: Timing[] = [
  { who: 'Pre-Primary (Playgroup to Senior KG)', from: '8:30', to: '11:45' },
  ...(OFFICE.timingsStdIToIII ? [{ who: 'Std I to III', ...OFFICE.timingsStdIToIII }] : []),
  { who: 'Std IV and V', from: '7:00', to: '12:45' },
  { who: 'Std VI to X', from: '7:00', to: '13:40' },
];

/** The days the school hours apply on, once the office gives them. */
export const SCHOOL_DAYS = OFFICE.schoolDays;

/** What the timings page says the office will publish: the spec gives neither. */
export const SCHOOL_TIMINGS_PENDING = [!OFFICE.timingsStdIToIII && ITEM_NAMES.timingsStdIToIII, !OFFICE.schoolDays && ITEM_NAMES.schoolDays].filter(Boolean).join(', and ') || null;

export const OFFICE_HOURS: (Timing & { days: string })[] = [
  { who: 'School office', days: 'Monday to Friday', from: '8:30', to: '16:00' },
  { who: 'School office', days: 'Saturday', from: '9:00', to: '14:00' },
];

export const PARENT_PORTAL_HELP_DESK = { from: '8:00 AM', to: '8:00 PM' } as const;
