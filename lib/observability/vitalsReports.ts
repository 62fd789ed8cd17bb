import 'server-only';
import { BodyTooLargeError, readBody } from '@/lib/forms/request';
import { clientKey, createRateLimiter } from '@/lib/forms/rateLimit';
import { settings } from '@/lib/settings';
import { metrics } from './metrics.mjs';
import { parseVitalsReport, VITAL_NAMES, VITALS_BODY_LIMIT_BYTES } from './vitals';

/** A page view sends one report; a client past a report every two seconds is not a visitor's browser. */
const limiter = createRateLimiter({ points: 30, windowSeconds: 60, keyPrefix: 'kvns:vitals' });

type Outcome = 'counted' | 'dropped' | 'limited' | 'too_large';

/**
 * Reads one report into the vitals histograms. Nothing about the visitor is kept: no address (the
 * limiter's count aside, in memory for a minute), no cookie, no full path (its route kind only).
 */
export async function recordVitalsReport(request: Request): Promise<Outcome> {
  const outcome = await readReport(request);
  metrics.vitalsReports.inc({ outcome });
  return outcome;
}

async function readReport(request: Request): Promise<Outcome> {
  if (!(await limiter.allow(clientKey(request.headers, settings.trustedProxyHops)))) return 'limited';
  let body: Uint8Array;
  try {
    body = await readBody(request, VITALS_BODY_LIMIT_BYTES, 5_000);
  } catch (error) {
    return error instanceof BodyTooLargeError ? 'too_large' : 'dropped';
  }
  const report = parseVitalsReport(new TextDecoder().decode(body));
  if (!report) return 'dropped';
  for (const name of VITAL_NAMES) {
    const value = report.values[name];
    if (value !== undefined) metrics.vitals[name].observe({ route_kind: report.kind }, value);
  }
  return 'counted';
}
