import { parseVitalsReport } from './vitals';
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
