import { engineOf, parseVitalsReport } from './vitals';
import { routeKind } from './routeKind';

const report = (body: unknown) => parseVitalsReport(JSON.stringify(body));

test('a report becomes seconds by route kind, each metric once', () => {
  expect(
    report({
      path: '/news?year=2024',
      metrics: [
        { name: 'LCP', value: 2400 },
        { name: 'INP', value: 180 },
        { name: 'CLS', value: 0.04 },
        { name: 'FCP', value: 900 },
        { name: 'TTFB', value: 120 },
        { name: 'LCP', value: 99_999 },
      ],
    }),
  ).toEqual({ kind: 'page', values: { LCP: 2.4, INP: 0.18, CLS: 0.04, FCP: 0.9, TTFB: 0.12 } });
});

test('unknown names and values out of range are dropped; nothing usable, or no page of the site, is no report', () => {
  expect(report({ path: '/landing', metrics: [{ name: 'LCP', value: -1 }, { name: 'FID', value: 10 }, { name: 'CLS', value: 0.2 }] })).toEqual({
    kind: 'home',
    values: { CLS: 0.2 },
  });
  expect(report({ path: '/landing', metrics: [{ name: 'LCP', value: 86_400_000 }, { name: 'CLS', value: 'x' }] })).toBeNull();
  expect(report({ path: '/api/enquiry', metrics: [{ name: 'LCP', value: 1000 }] })).toBeNull();
  expect(report({ path: 'https://elsewhere.example/', metrics: [{ name: 'LCP', value: 1000 }] })).toBeNull();
  expect(parseVitalsReport('not json')).toBeNull();
  expect(report(['LCP', 1000])).toBeNull();
});

test('route kinds are a bounded set, whatever the address', () => {
  expect(routeKind('/')).toBe('home');
  expect(routeKind('/landing/')).toBe('home');
  expect(routeKind('/subgallery')).toBe('album');
  expect(routeKind('/search')).toBe('search');
  expect(routeKind('/circulars')).toBe('page');
  expect(routeKind('/api/career')).toBe('form');
  expect(routeKind('/api/metrics')).toBe('api');
  expect(routeKind('/calendar/e123.ics')).toBe('feed');
  expect(routeKind('/_next/image')).toBe('image');
  expect(routeKind('/_next/static/chunks/a.js')).toBe('static');
  expect(routeKind('/wp-admin/setup.php')).toBe('unknown');
  expect(routeKind('/Circulars')).toBe('unknown');
});

test.each([
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'chromium'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'chromium'],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1', 'webkit'],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'webkit'],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', 'webkit'],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'firefox'],
  ['curl/8.5.0', 'other'],
  [null, 'other'],
])('the engine of %s is %s', (agent, engine) => {
  expect(engineOf(agent)).toBe(engine);
});
