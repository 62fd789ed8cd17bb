import { settings } from '@/lib/server/settings';
import { buildCalendar } from '@/lib/feeds/ical';
import { contentDisposition, titledFileName } from '@/lib/provider/files';
import { listOf } from '@/lib/provider/lists';

const { siteUrl } = settings;

/** One event as a calendar file: /calendar/{event id}.ics, for 'Add to calendar'. */
export async function GET(_request: Request, { params }: { params: Promise<{ event: string }> }): Promise<Response> {
  const { event: file } = await params;
  const id = file.replace(/\.ics$/, '');
  let events;
  try {
    events = await listOf('events');
  } catch {
    return new Response('The calendar is not available right now. Please try again later.', { status: 503 });
  }
  const event = events.find((candidate) => candidate.id === id);
  if (!event || !file.endsWith('.ics')) return new Response('No such event.', { status: 404 });
  return new Response(buildCalendar([event], siteUrl, new Date(), event.title), {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': contentDisposition(titledFileName(event.title, 'ics') ?? `${id}.ics`, false) },
  });
}
