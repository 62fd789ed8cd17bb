// An event's day and times as the school wrote them, read once for every place that gives them: the
// calendar file (lib/feeds/ical.ts) and the events' structured data (lib/site/seo.ts). In Asia/Kolkata,
// which has had one fixed offset since 1945.
import { formatYyyyMmDd } from '../time/dates';
import type { SchoolEvent } from './types';

/** '5:00 PM', '10:00 AM', '7:30' -> 'HHMMSS'; null when it holds no time. */
export function parseClock(text: string): string | null {
  const match = /(\d{1,2})(?::(\d{2}))?\s*(AM|PM|am|pm)?/.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3]?.toUpperCase();
  if (meridiem === 'PM' && hours < 12) hours += 12;
  if (meridiem === 'AM' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59 || (!meridiem && !match[2])) return null;
  return `${String(hours).padStart(2, '0')}${String(minutes).padStart(2, '0')}00`;
}

/** An event's day (YYYYMMDD, in Mumbai) and its start and end as the school wrote them ('HHMMSS'); null without a day. */
export function eventClock(event: Pick<SchoolEvent, 'date' | 'time'>): { day: string; from: string | null; to: string | null } | null {
  const day = formatYyyyMmDd(event.date);
  if (!day) return null;
  const [fromText, toText] = event.time.split(/\s+to\s+|\s*[-–]\s*/i);
  const from = fromText ? parseClock(fromText) : null;
  const to = from && toText ? parseClock(toText) : null;
  return { day, from, to: to && to > from! ? to : null };
}

/** An ISO 8601 date, or date and time in India's offset (+05:30, fixed since 1945), as schema.org reads it. */
export function isoInIndia(day: string, clock: string | null): string {
  const date = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
  return clock ? `${date}T${clock.slice(0, 2)}:${clock.slice(2, 4)}:00+05:30` : date;
}
