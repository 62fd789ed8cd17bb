import { recordVitalsReport, VITALS_REPORTS_PER_MINUTE } from './vitalsReports';
import { metrics } from '../observability/metrics';
import { settings } from '@/lib/server/settings';

const post = (body: string, address = '203.0.113.7', origin: string | null = settings.siteUrl) =>
  new Request('http://127.0.0.1/api/vitals', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(origin ? { origin } : {}) }, body });

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

test(`past ${VITALS_REPORTS_PER_MINUTE} reports a minute from one client, the rest are not counted`, async () => {
  const report = JSON.stringify({ path: '/landing', metrics: [{ name: 'CLS', value: 0.01 }] });
  const outcomes = [];
  for (let sent = 0; sent < VITALS_REPORTS_PER_MINUTE + 2; sent += 1) outcomes.push(await recordVitalsReport(post(report, '198.51.100.9')));
  expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(VITALS_REPORTS_PER_MINUTE);
  expect(outcomes.slice(VITALS_REPORTS_PER_MINUTE)).toEqual(['limited', 'limited']);
});

test('reports from another site, or from no page at all, are not counted: 32 slow LCPs from outside move nothing', async () => {
  const slow = JSON.stringify({ path: '/news', metrics: [{ name: 'LCP', value: 59_000 }] });
  const lcpCount = async () => (await metrics.vitals.LCP.get()).values.find((value) => value.metricName === 'kvns_web_vitals_lcp_seconds_count' && value.labels.route_kind === 'page')?.value ?? 0;
  const before = await lcpCount();
  const outcomes = [];
  for (let sent = 0; sent < 32; sent += 1) outcomes.push(await recordVitalsReport(post(slow, `192.0.2.${sent}`, 'https://evil.example')));
  outcomes.push(await recordVitalsReport(post(slow, '192.0.2.200', null)));
  expect(new Set(outcomes)).toEqual(new Set(['foreign']));
  expect(await lcpCount()).toBe(before);
  // The same report from the site's own page counts.
  const own = new Request('http://127.0.0.1/api/vitals', { method: 'POST', headers: { 'x-forwarded-for': '192.0.2.201', 'sec-fetch-site': 'same-origin' }, body: slow });
  expect(await recordVitalsReport(own)).toBe('counted');
});

test('each report is counted under the engine that sent it', async () => {
  const firefoxCount = async () =>
    (await metrics.vitals.FCP.get()).values.find((value) => value.metricName === 'kvns_web_vitals_fcp_seconds_count' && value.labels.engine === 'firefox')?.value ?? 0;
  const before = await firefoxCount();
  const report = new Request('http://127.0.0.1/api/vitals', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.44', origin: settings.siteUrl, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
    body: JSON.stringify({ path: '/news', metrics: [{ name: 'FCP', value: 900 }] }),
  });
  expect(await recordVitalsReport(report)).toBe('counted');
  expect(await firefoxCount()).toBe(before + 1);
});
