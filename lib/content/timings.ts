/** School and office timings. */

export interface Timing {
  who: string;
  from: string;
  to: string;
}

/** The spec's school hours: it gives no days for them, and none for Std I to III (SCHOOL_TIMINGS_PENDING). */
export const SCHOOL_TIMINGS: Timing[] = [
  { who: 'Pre-Primary (Playgroup to Senior KG)', from: '8:30', to: '11:45' },
  { who: 'Std IV and V', from: '7:00', to: '12:45' },
  { who: 'Std VI to X', from: '7:00', to: '13:40' },
];

/** What the spec does not give and the office has still to supply. */
export const SCHOOL_TIMINGS_PENDING = 'the school hours of Std I to III, and the days of the week each section comes to school';

export const OFFICE_HOURS: (Timing & { days: string })[] = [
  { who: 'School office', days: 'Monday to Friday', from: '8:30', to: '16:00' },
  { who: 'School office', days: 'Saturday', from: '9:00', to: '14:00' },
];

export const PARENT_PORTAL_HELP_DESK = { from: '8:00 AM', to: '8:00 PM' } as const;
