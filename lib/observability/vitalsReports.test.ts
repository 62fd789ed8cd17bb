/** @jest-environment node */
import { recordVitalsReport } from './vitalsReports';
import { metrics } from './metrics.mjs';

const post = (body: string, address = '203.0.113.7') =>
  new Request('http://127.0.0.1/api/vitals', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body });

const count = async (outcome: string) => (await metrics.vitalsReports.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;

test('a report is counted into its histograms; a bad one is dropped, a huge one refused unread', async () => {
  const inpBefore = (await metrics.vitals.INP.get()).values.find((value) => value.metricName === 'kvns_web_vitals_inp_seconds_count' && value.labels.route_kind === 'page')?.value ?? 0;
  expect(await recordVitalsReport(post(JSON.stringify({ path: '/news', metrics: [{ name: 'INP', value: 120 }] })))).toBe('counted');
  const inpAfter = (await metrics.vitals.INP.get()).values.find((value) => value.metricName === 'kvns_web_vitals_inp_seconds_count' && value.labels.route_kind === 'page')?.value;
  expect(inpAfter).toBe(inpBefore + 1);
  expect(await recordVitalsReport(post('{"path": "/news", "metrics": [{"name": "INP", "value": -5}]}'))).toBe('dropped');
  expect(await recordVitalsReport(post(JSON.stringify({ path: '/news', metrics: [], padding: 'x'.repeat(4096) })))).toBe('too_large');
  expect(await count('counted')).toBeGreaterThanOrEqual(1);
});

test('past 30 reports a minute from one client, the rest are not counted', async () => {
  const report = JSON.stringify({ path: '/landing', metrics: [{ name: 'CLS', value: 0.01 }] });
  const outcomes = [];
  for (let sent = 0; sent < 32; sent += 1) outcomes.push(await recordVitalsReport(post(report, '198.51.100.9')));
  expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(30);
  expect(outcomes.slice(30)).toEqual(['limited', 'limited']);
});
