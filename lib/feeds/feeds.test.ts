import ICAL from 'ical.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildContent } from '@/demo-provider/data.mjs';
import { normalizeCircular, normalizeEvent, normalizeList, normalizeNewsItem } from '../provider/normalize';
import { buildCalendar, DEFAULT_EVENT_LENGTH, escapeText, foldLine, subscriptionAddress } from './ical';
import { parseClock } from '../provider/eventTimes';
import { buildFeed, escapeXml } from './rss';

const SITE = 'https://www.kvns.example';
const NOW = new Date('2026-11-22T06:00:00Z');
const demo = buildContent(NOW);
const events = normalizeList({ data: demo.events }, normalizeEvent);
const news = normalizeList({ data: demo.news }, normalizeNewsItem);
const circulars = normalizeList({ data: demo.circulars }, normalizeCircular).filter((record) => record.category.toLowerCase() !== 'newsletter');

const HOSTILE = 'Sports Day, Finals; "Relay" \\ heats\nline two <script>alert(1)</script> & more 🎉🏃‍♀️ ' + 'x'.repeat(120);

function parseCalendar(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  // Use the calendar's own VTIMEZONE, as calendar apps do.
  for (const zone of component.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('calendar.ics', () => {
  test('every demo event is a VEVENT a real parser reads back, with UID, DTSTAMP, DTSTART, SUMMARY, DESCRIPTION, LOCATION', () => {
    const text = buildCalendar(events, SITE, NOW);
    const parsed = parseCalendar(text);
    expect(parsed).toHaveLength(events.length);
    for (const [index, event] of parsed.entries()) {
      const source = events[index]!;
      expect(event.uid).toBe(`${source.id}@kvns-school-website`);
      expect(event.summary).toBe(source.title);
      expect(event.location).toBe(source.venue);
      expect(event.description.startsWith(source.descriptionHtml.replace(/<[^>]+>/g, ''))).toBe(true);
      // Every event with a time ends: at its end time, or after the stated default.
      if (!event.startDate.isDate) expect(event.endDate.compare(event.startDate)).toBe(1);
      expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    }
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  test('times are in Asia/Kolkata: "5:00 PM to 8:00 PM" on the event\'s Mumbai date', () => {
    const annualDay = events.find((event) => event.title === 'Annual Day')!;
    const [event] = parseCalendar(buildCalendar([annualDay], SITE, NOW));
    const start = event!.startDate;
    expect(event!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(start.zone?.tzid).toBe('Asia/Kolkata');
    expect([start.hour, start.minute]).toEqual([17, 0]);
    expect(event!.endDate.hour).toBe(20);
    // 17:00 IST is 11:30 UTC.
    expect(start.toJSDate().toISOString()).toMatch(/T11:30:00/);
  });

  test('an event with a start time only lasts the stated default, and says so', () => {
    const [event] = parseCalendar(buildCalendar([{ ...events[0]!, time: '10:00 AM', descriptionHtml: '<p>Bring a hat.</p>' }], SITE, NOW));
    expect([event!.startDate.hour, event!.endDate.hour]).toEqual([10, 11]);
    expect(event!.description).toBe(`Bring a hat.\n\n${DEFAULT_EVENT_LENGTH.said}`);
  });

  test('an event without a readable time is an all-day event; one without a date is left out', () => {
    const [allDay] = parseCalendar(buildCalendar([{ ...events[0]!, time: 'all morning' }], SITE, NOW));
    expect(allDay!.startDate.isDate).toBe(true);
    expect(parseCalendar(buildCalendar([{ ...events[0]!, date: null }], SITE, NOW))).toHaveLength(0);
  });

  test('hostile text survives escaping and folding exactly', () => {
    const [event] = parseCalendar(buildCalendar([{ ...events[0]!, title: HOSTILE, venue: 'Hall; Block A, Floor 2', descriptionHtml: '<p>One</p><p>Two, three; four</p>' }], SITE, NOW));
    expect(event!.summary).toBe(HOSTILE);
    expect(event!.location).toBe('Hall; Block A, Floor 2');
    expect(event!.description).toBe('One\nTwo, three; four');
  });

  test('an empty provider gives a valid, empty calendar', () => {
    const text = buildCalendar([], SITE, NOW);
    expect(parseCalendar(text)).toHaveLength(0);
    expect(text).toContain('BEGIN:VCALENDAR');
  });

  test('escaping, folding and clock reading', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(foldLine('é'.repeat(50)).split('\r\n ').map((part) => new TextEncoder().encode(part).length)).toEqual([74, 26]);
    expect(parseClock('5:00 PM')).toBe('170000');
    expect(parseClock('12:15 AM')).toBe('001500');
    expect(parseClock('7:30')).toBe('073000');
    expect(parseClock('Morning')).toBeNull();
  });
});

describe('feed.xml', () => {
  const site = { url: SITE, title: 'KVNS: news and circulars', description: 'News & circulars' };
  const parser = new XMLParser({ ignoreAttributes: false });

  test('RSS 2.0 with the news and circulars, newest first, linking to the site and the files', () => {
    const xml = buildFeed(news, circulars, site);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parser.parse(xml);
    expect(rss['@_version']).toBe('2.0');
    const items = rss.channel.item as { title: string; link: string; pubDate: string; category: string }[];
    expect(items).toHaveLength(news.length + circulars.length);
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items.filter((item) => item.category === 'News').every((item) => item.link === `${SITE}/news`)).toBe(true);
    expect(items.filter((item) => item.category === 'Circular').every((item) => item.link.startsWith(`${SITE}/files/circulars/`) && item.link.endsWith('.pdf'))).toBe(true);
  });

  test('hostile text is escaped and reads back exactly', () => {
    const hostile = { ...news[0]!, title: HOSTILE, descriptionHtml: '<p>Fees &amp; dates</p>' };
    const xml = buildFeed([hostile], [], site);
    expect(XMLValidator.validate(xml)).toBe(true);
    const item = parser.parse(xml).rss.channel.item;
    expect(item.title).toBe(HOSTILE);
    expect(item.description).toBe('Fees & dates');
    expect(escapeXml('a\u0001b')).toBe('ab');
  });

  test('an empty provider gives a valid feed with no items', () => {
    const xml = buildFeed([], [], site);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml).rss.channel.item).toBeUndefined();
  });
});

test('the calendar subscription is the same address under webcal:, so a phone subscribes instead of importing once', () => {
  expect(subscriptionAddress('https://www.kvns.example')).toBe('webcal://www.kvns.example/calendar.ics');
  expect(subscriptionAddress('http://127.0.0.1:3100/')).toBe('webcal://127.0.0.1:3100/calendar.ics');
});
