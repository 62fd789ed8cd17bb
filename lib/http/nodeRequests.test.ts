import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { observeNodeRequests } from './nodeRequests';
import { currentRequestId } from '../observability/requestContext';

type Seen = { forwardedFor?: string; requestId?: string };

async function observedServer(options: Parameters<typeof observeNodeRequests>[0], handle: (response: http.ServerResponse) => void = (response) => response.end()) {
  const stop = observeNodeRequests(options);
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    seen.push({ forwardedFor: request.headers['x-forwarded-for'] as string | undefined, requestId: currentRequestId() });
    handle(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (headers: Record<string, string> = {}) =>
    new Promise<string | undefined>((resolve, reject) => {
      http
        .get({ port, host: '127.0.0.1', headers, agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers['x-request-id'] as string | undefined));
        })
        .on('error', reject);
    });
  return { seen, get, close: () => (stop(), server.close()) };
}

test('with no trusted proxy, the socket address replaces whatever X-Forwarded-For the client wrote', async () => {
  const { seen, get, close } = await observedServer({ socketAddressAsForwardedFor: true });
  try {
    for (const spoof of [undefined, '', '10.9.8.7', '10.0.0.1, 10.0.0.2']) await get(spoof === undefined ? {} : { 'x-forwarded-for': spoof });
    expect(seen.map((request) => request.forwardedFor)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.1']);
  } finally {
    close();
  }
});

test('behind a trusted proxy the header is left as the proxy wrote it', async () => {
  const { seen, get, close } = await observedServer({ socketAddressAsForwardedFor: false });
  try {
    await get({ 'x-forwarded-for': '203.0.113.7' });
    expect(seen.map((request) => request.forwardedFor)).toEqual(['203.0.113.7']);
  } finally {
    close();
  }
});

test("each request runs with its id (a proxy's, or a new one), which the response returns, and is timed as it finishes", async () => {
  const finished: { status: number; seconds: number }[] = [];
  const later: (string | undefined)[] = [];
  const { seen, get, close } = await observedServer(
    { socketAddressAsForwardedFor: false, onResponse: (_request, response, seconds) => finished.push({ status: response.statusCode, seconds }) },
    // Later work of the request keeps its id.
    (response) =>
      setTimeout(() => {
        later.push(currentRequestId());
        response.end();
      }, 5),
  );
  try {
    expect(await get({ 'x-request-id': 'lb-7f3a' })).toBe('lb-7f3a');
    const fresh = await get({ 'x-request-id': 'has spaces and "quotes"' });
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.map((request) => request.requestId)).toEqual(['lb-7f3a', fresh]);
    expect(later).toEqual(['lb-7f3a', fresh]);
    expect(currentRequestId()).toBeUndefined();
    expect(finished).toHaveLength(2);
    for (const { status, seconds } of finished) {
      expect(status).toBe(200);
      expect(seconds).toBeGreaterThan(0.004);
    }
  } finally {
    close();
  }
});

test('once stopped, requests are left alone', async () => {
  const { close } = await observedServer({ socketAddressAsForwardedFor: false });
  close();
  const server = http.createServer((_request, response) => response.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const id = await new Promise<string | undefined>((resolve) =>
    http.get({ port, host: '127.0.0.1', agent: false }, (response) => (response.resume(), response.on('end', () => resolve(response.headers['x-request-id'] as string | undefined)))),
  );
  server.close();
  expect(id).toBeUndefined();
});
