import { responseLabels } from './responses';

test("a response's labels: its route kind, status class and cache state, never its path or query", () => {
  expect(responseLabels('/news?year=2024&q=secret', 200, 'HIT')).toEqual({ route_kind: 'page', status: '2xx', cache: 'HIT' });
  expect(responseLabels('/landing', 200, 'STALE')).toEqual({ route_kind: 'home', status: '2xx', cache: 'STALE' });
  expect(responseLabels('/subgallery?id=g1', 404, undefined)).toEqual({ route_kind: 'album', status: '4xx', cache: 'none' });
  expect(responseLabels('/api/enquiry', 503, 'made-up')).toEqual({ route_kind: 'form', status: '5xx', cache: 'none' });
  expect(responseLabels(undefined, 301, ['HIT'])).toEqual({ route_kind: 'home', status: '3xx', cache: 'none' });
});
