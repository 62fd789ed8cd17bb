/** School and office timings. */

export interface Timing {
  who: string;
  days: string;
  from: string;
  to: string;
}

export const SCHOOL_TIMINGS: Timing[] = [
  { who: 'Pre-Primary (Playgroup to Senior KG)', days: 'Monday to Friday', from: '8:30', to: '11:45' },
  { who: 'Std IV and V', days: 'Monday to Friday', from: '7:00', to: '12:45' },
  { who: 'Std VI to X', days: 'Monday to Friday', from: '7:00', to: '13:40' },
];

export const OFFICE_HOURS: Timing[] = [
  { who: 'School office', days: 'Monday to Friday', from: '8:30', to: '16:00' },
  { who: 'School office', days: 'Saturday', from: '9:00', to: '14:00' },
];

export const PARENT_PORTAL_HELP_DESK = { from: '8:00 AM', to: '8:00 PM' } as const;
