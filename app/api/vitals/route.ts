import { NO_STORE } from '@/lib/http/cacheControl';
import { recordVitalsReport } from '@/lib/entry/vitalsReports';

/** Browsers' Core Web Vitals reports (sendBeacon after the page is hidden): 204 whatever they hold. */
export async function POST(request: Request): Promise<Response> {
  await recordVitalsReport(request);
  return new Response(null, { status: 204, headers: NO_STORE });
}
