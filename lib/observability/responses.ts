import type http from 'node:http';
import { metrics, statusClass } from './metrics';
import { routeKind } from './routeKind';

const CACHE_STATES = new Set(['HIT', 'STALE', 'MISS', 'REVALIDATED']);

/** The labels of one response: its route kind, status class, and the cache state Next reported. */
export function responseLabels(url: string | undefined, status: number, cacheHeader: unknown) {
  const pathname = (url ?? '/').split('?')[0] || '/';
  const cache = typeof cacheHeader === 'string' && CACHE_STATES.has(cacheHeader) ? cacheHeader : 'none';
  return { route_kind: routeKind(pathname), status: statusClass(status), cache };
}

/** Counts and times one finished response. */
export function recordResponse(request: http.IncomingMessage, response: http.ServerResponse, seconds: number): void {
  const labels = responseLabels(request.url, response.statusCode, response.getHeader('x-nextjs-cache'));
  metrics.responses.inc(labels);
  metrics.responseSeconds.observe({ route_kind: labels.route_kind }, seconds);
}
