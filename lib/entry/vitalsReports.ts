import 'server-only';
import { BodyTooLargeError, isSameOrigin, readBody } from '@/lib/http/request';
import { BODY_RULES } from '@/lib/entry/requestRules';
import { sharedRedisClient } from '@/lib/cache/redisClient';
import { clientKey, createRateLimiter, type RateLimiter } from '@/lib/forms/rateLimit';
import { settings } from '@/lib/server/settings';
import { metrics } from '../observability/metrics';
import { engineOf, parseVitalsReport, VITAL_NAMES, VITALS_BODY_LIMIT_BYTES } from '../observability/vitals';

/** Reports counted per client per minute: a page view sends one, and a tenth of views report at all. */
export const VITALS_REPORTS_PER_MINUTE = 6;

/** A client past a report every ten seconds is not a visitor's browser: the alerts must not be its to drive. */
let vitalsLimiter: RateLimiter | undefined;
const limiter = () =>
  (vitalsLimiter ??= createRateLimiter({ points: VITALS_REPORTS_PER_MINUTE, windowSeconds: 60, keyPrefix: 'kvns:vitals', redis: sharedRedisClient(settings.countsRedisUrl) }));

type Outcome = 'counted' | 'dropped' | 'limited' | 'too_large' | 'foreign';

/** A browser always sends Origin on a POST; without one, Sec-Fetch-Site must say same-origin. */
const isOwnPage = (headers: Headers) => (headers.has('origin') ? isSameOrigin(headers) : headers.get('sec-fetch-site') === 'same-origin');

// Nothing about the visitor is kept: no address (but the limiter's minute in memory), no cookie, only the
// route kind.
export async function recordVitalsReport(request: Request): Promise<Outcome> {
  const outcome = await readReport(request);
  metrics.vitalsReports.inc({ outcome });
  return outcome;
}

async function readReport(request: Request): Promise<Outcome> {
  if (!isOwnPage(request.headers)) return 'foreign';
  if (!(await limiter().allow(clientKey(request.headers, settings.trustedProxyHops)))) return 'limited';
  let body: Uint8Array;
  try {
    body = await readBody(request, VITALS_BODY_LIMIT_BYTES, BODY_RULES['/api/vitals']!.deadlineMs);
  } catch (error) {
    return error instanceof BodyTooLargeError ? 'too_large' : 'dropped';
  }
  const report = parseVitalsReport(new TextDecoder().decode(body));
  if (!report) return 'dropped';
  const engine = engineOf(request.headers.get('user-agent'));
  for (const name of VITAL_NAMES) {
    const value = report.values[name];
    if (value !== undefined) metrics.vitals[name].observe({ route_kind: report.kind, engine }, value);
  }
  return 'counted';
}
