// RFC 5545; times in Asia/Kolkata, which has had one fixed offset since 1945.
import { formatYyyyMmDd, SCHOOL_TIME_ZONE } from '../time/dates';
import type { SchoolEvent } from '../provider/types';
import { stripMarkup } from '../provider/html';

const PRODUCT_ID = '-//KVNS//School website//EN';

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

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

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SCHOOL_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

// Calendar apps disagree on a start alone (some draw nothing), so it lasts an hour and says so.
export const DEFAULT_EVENT_LENGTH = { iCalendar: 'PT1H', said: 'The school gave a start time only; the calendar shows one hour.' } as const;

function eventLines(event: SchoolEvent, siteUrl: string, now: Date): string[] {
  // The event's day as the school reads it, in Mumbai.
  const clock = eventClock(event);
  if (!clock) return [];
  const { day, from, to } = clock;
  const lines = ['BEGIN:VEVENT', `UID:${event.id}@kvns-school-website`, `DTSTAMP:${utcStamp(now)}`];
  const ends = to !== null;
  if (from) {
    lines.push(`DTSTART;TZID=${SCHOOL_TIME_ZONE}:${day}T${from}`);
    lines.push(ends ? `DTEND;TZID=${SCHOOL_TIME_ZONE}:${day}T${to}` : `DURATION:${DEFAULT_EVENT_LENGTH.iCalendar}`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${day}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title || 'School event')}`);
  const description = [stripMarkup(event.descriptionHtml), from && !ends ? DEFAULT_EVENT_LENGTH.said : ''].filter(Boolean).join('\n\n');
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  if (event.venue) lines.push(`LOCATION:${escapeText(event.venue)}`);
  lines.push(`URL:${siteUrl}/schoolevents`, 'END:VEVENT');
  return lines;
}

/** A calendar of the events, ready to serve as text/calendar. */
export function buildCalendar(events: readonly SchoolEvent[], siteUrl: string, now = new Date(), name = 'KVNS school events'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${SCHOOL_TIME_ZONE}`,
    ...VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, siteUrl, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** `webcal:` makes a phone's calendar subscribe and refresh; an https link imports it once. */
export function subscriptionAddress(siteUrl: string, path = '/calendar.ics'): string {
  const site = new URL(siteUrl);
  return `webcal://${site.host}${path}`;
}
