import { settings } from '@/lib/server/settings';
import { buildCalendar } from '@/lib/feeds/ical';
import { listOf } from '@/lib/provider/lists';

const { siteUrl } = settings;

// Regenerated like the pages: a failed refresh keeps the last good calendar.
// The period is the provider calls' own (CONTENT_REVALIDATE_SECONDS).
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  return new Response(buildCalendar(await listOf('events'), siteUrl), {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="kvns-events.ics"' },
  });
}
