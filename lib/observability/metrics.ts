// Every label has a bounded set of values, never a raw path or query. The cache handler, loaded outside
// the bundles, counts in the same registry (a process-wide slot).
import client from 'prom-client';
import { processWide } from '../server/processWide.ts';

/** Core Web Vitals' own thresholds are bucket bounds, so the share on each side is read exactly. */
export const VITAL_BUCKETS = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  INP: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  FCP: [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6],
  TTFB: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6],
};

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const vital = (name: keyof typeof VITAL_BUCKETS, unit: string) =>
    new client.Histogram({
      name: `kvns_web_vitals_${name.toLowerCase()}${unit}`,
      help: `${name} reported by visitors' browsers (a sample of page views), by route kind and engine (chromium, webkit, firefox, other)`,
      labelNames: ['route_kind', 'engine'],
      buckets: VITAL_BUCKETS[name],
      registers,
    });
  return {
    registry,
    providerCalls: new client.Histogram({
      name: 'kvns_provider_call_duration_seconds',
      help: 'HTTP requests to the content provider, by endpoint and outcome (status class, timeout, unreachable, error)',
      labelNames: ['endpoint', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    responses: new client.Counter({
      name: 'kvns_http_responses_total',
      help: 'Responses by route kind, status class and the cache state Next served them from (HIT, STALE, MISS; none when not cached)',
      labelNames: ['route_kind', 'status', 'cache'],
      registers,
    }),
    responseSeconds: new client.Histogram({
      name: 'kvns_http_response_duration_seconds',
      help: 'Time from a request to the end of its response, by route kind',
      labelNames: ['route_kind'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    formPosts: new client.Counter({
      name: 'kvns_form_posts_total',
      help: 'Form posts by form and outcome (delivered, queued, invalid, refused, failed)',
      labelNames: ['form', 'outcome'],
      registers,
    }),
    outboxPending: new client.Gauge({ name: 'kvns_outbox_pending', help: 'Form posts waiting for the provider', registers }),
    outboxOldestSeconds: new client.Gauge({ name: 'kvns_outbox_oldest_pending_age_seconds', help: 'Age of the oldest post waiting for the provider; 0 when none waits', registers }),
    outboxUndeliverable: new client.Gauge({ name: 'kvns_outbox_undeliverable', help: 'Posts the provider refused, kept for the office', registers }),
    outboxUp: new client.Gauge({ name: 'kvns_outbox_up', help: '1 when the outbox answers (or none is used), 0 when it cannot be read', registers }),
    webhookCalls: new client.Counter({
      name: 'kvns_revalidation_webhook_calls_total',
      help: "Calls to the provider's revalidation webhook, by outcome (revalidated, unauthorised, invalid)",
      labelNames: ['outcome'],
      registers,
    }),
    searchSeconds: new client.Histogram({
      name: 'kvns_search_duration_seconds',
      help: 'Time to answer a site search query, index read included',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    }),
    redisCircuitOpen: new client.Gauge({ name: 'kvns_redis_circuit_open', help: '1 while the shared cache leaves Redis alone after a failure', registers }),
    vitalsReports: new client.Counter({
      name: 'kvns_web_vitals_reports_total',
      help: 'Field reports received at /api/vitals, by outcome (counted, dropped, limited, too_large)',
      labelNames: ['outcome'],
      registers,
    }),
    vitals: {
      LCP: vital('LCP', '_seconds'),
      INP: vital('INP', '_seconds'),
      CLS: vital('CLS', ''),
      FCP: vital('FCP', '_seconds'),
      TTFB: vital('TTFB', '_seconds'),
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** This process's metrics: one registry, which the cache handler (outside the bundles) counts in and the metrics route reads. */
export const metrics = processWide('metrics', createMetrics);

/** The status label: its class, so the set stays bounded. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
