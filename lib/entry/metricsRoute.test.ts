import { metricsAnswer } from './metricsRoute';
import { metrics } from '../observability/metrics';

jest.mock('@/lib/forms/outbox', () => ({
  outboxHealth: async () => ({ mode: 'embedded', ok: true, pending: 3, oldestPendingAgeSeconds: 90, undeliverable: 1 }),
}));

test('off without a token set (404), closed without the token (401)', async () => {
  expect((await metricsAnswer('Bearer anything', undefined)).status).toBe(404);
  expect((await metricsAnswer(null, 'tok-1')).status).toBe(401);
  expect((await metricsAnswer('Bearer tok-2', 'tok-1')).status).toBe(401);
});

test("with the token: Prometheus' text, the outbox read as it is asked for, counters as they moved", async () => {
  metrics.formPosts.inc({ form: 'enquiry', outcome: 'queued' });
  metrics.vitals.LCP.observe({ route_kind: 'home', engine: 'chromium' }, 2.4);
  const answer = await metricsAnswer('Bearer tok-1', 'tok-1');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const text = await answer.text();
  expect(text).toContain('kvns_outbox_pending 3');
  expect(text).toContain('kvns_outbox_oldest_pending_age_seconds 90');
  expect(text).toContain('kvns_outbox_undeliverable 1');
  expect(text).toContain('kvns_form_posts_total{form="enquiry",outcome="queued"} 1');
  // 2.4 s sits at or under the 2.5 s threshold, above 2 s.
  expect(text).toContain('kvns_web_vitals_lcp_seconds_bucket{le="2",route_kind="home",engine="chromium"} 0');
  expect(text).toContain('kvns_web_vitals_lcp_seconds_bucket{le="2.5",route_kind="home",engine="chromium"} 1');
  expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
});
