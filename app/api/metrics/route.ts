import { metricsAnswer } from '@/lib/entry/metricsRoute';

export const dynamic = 'force-dynamic';

/** Prometheus' scrape: `Authorization: Bearer ${METRICS_TOKEN}`; off (404) while METRICS_TOKEN is unset. */
export function GET(request: Request): Promise<Response> {
  return metricsAnswer(request.headers.get('authorization'), process.env.METRICS_TOKEN);
}
