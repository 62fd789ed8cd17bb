// RFC 5545; times in Asia/Kolkata, which has had one fixed offset since 1945.
import { SCHOOL_TIME_ZONE } from '../time/dates';
import { eventClock } from '../provider/eventTimes';
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
