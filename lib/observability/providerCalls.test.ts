import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { observeProviderCalls } from './providerCalls';

/** A label of the call's first segment, as the site's kinds give one. */
const firstSegment = (path: string) => /^\/api\/([^/?]+)/.exec(path)?.[1] ?? 'other';

test("every request to the provider's origin is timed with its outcome; other origins are not", async () => {
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith('/api/news')) response.end('[]');
    else if (request.url?.startsWith('/api/topper')) setTimeout(() => response.end('late'), 300);
    else {
      response.statusCode = 503;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const observed: [Record<string, string>, number][] = [];
  const stop = observeProviderCalls(origin, { observe: (labels, seconds) => void observed.push([labels, seconds]) }, firstSegment);
  try {
    await (await fetch(`${origin}/api/news/KVNS`)).text();
    await fetch(`${origin}/api/highlight/KVNS`);
    await fetch(`${origin}/api/topper/KVNS`, { signal: AbortSignal.timeout(50) }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    // The provider gone: the connection is refused.
    await fetch(`${origin}/api/circular/all/KVNS`).catch(() => undefined);
  } finally {
    stop();
    server.closeAllConnections();
  }
  expect(observed.map(([labels]) => labels)).toEqual([
    { endpoint: 'news', outcome: '2xx' },
    { endpoint: 'highlight', outcome: '5xx' },
    { endpoint: 'topper', outcome: 'timeout' },
    { endpoint: 'circular', outcome: 'unreachable' },
  ]);
  for (const [, seconds] of observed) expect(seconds).toBeGreaterThanOrEqual(0);
});
