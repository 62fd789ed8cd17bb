import 'server-only';
import { outboxHealth } from '@/lib/forms/outbox';
import { hasBearerSecret } from '@/lib/provider/webhook';
import { metrics } from '../observability/metrics';

import { NO_STORE } from '@/lib/http/cacheControl';

/** The outbox's gauges, read as Prometheus asks: the counts live in SQLite or Redis, not in this process. */
async function readOutbox(): Promise<void> {
  const outbox = await outboxHealth();
  metrics.outboxUp.set(outbox.error ? 0 : 1);
  metrics.outboxPending.set(outbox.pending ?? 0);
  metrics.outboxOldestSeconds.set(outbox.oldestPendingAgeSeconds ?? 0);
  metrics.outboxUndeliverable.set(outbox.undeliverable ?? 0);
}

/** The metrics page for a scraper that holds the token; 404 without a token set, 401 without the token. */
export async function metricsAnswer(authorization: string | null, token: string | undefined): Promise<Response> {
  if (!token) return new Response('Not found', { status: 404, headers: NO_STORE });
  if (!hasBearerSecret(authorization, token)) return new Response('A valid bearer token is required.', { status: 401, headers: { 'www-authenticate': 'Bearer', ...NO_STORE } });
  await readOutbox();
  return new Response(await metrics.registry.metrics(), { headers: { 'content-type': metrics.registry.contentType, ...NO_STORE } });
}
