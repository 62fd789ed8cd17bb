/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardNodeRequests } from './nodeRequests';
import { currentRequestId } from './observability/requestContext.mjs';

/** A server on its own copy of the prototype, so the patch touches no other test. */
function guardedServer(socketAddressAsForwardedFor: boolean): Promise<{ port: number; seen: { method?: string; forwardedFor?: string }[]; close: () => void }> {
  const prototype = Object.create(http.Server.prototype) as typeof http.Server.prototype;
  guardNodeRequests({ socketAddressAsForwardedFor }, prototype);
  guardNodeRequests({ socketAddressAsForwardedFor }, prototype);
  const seen: { method?: string; forwardedFor?: string }[] = [];
  const server = http.createServer((request, response) => {
    seen.push({ method: request.method, forwardedFor: request.headers['x-forwarded-for'] as string | undefined });
    response.end();
  });
  Object.setPrototypeOf(server, prototype);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as AddressInfo).port, seen, close: () => server.close() })),
  );
}

/** Node's own client: fetch refuses to send TRACE at all. */
function send(port: number, method: string, headers: Record<string, string> = {}): Promise<{ status?: number; allow?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ port, host: '127.0.0.1', method, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, allow: response.headers.allow }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('with no trusted proxy, the socket address replaces whatever X-Forwarded-For the client wrote', async () => {
  const { port, seen, close } = await guardedServer(true);
  try {
    for (const spoof of [undefined, '', '10.9.8.7', '10.0.0.1, 10.0.0.2']) await send(port, 'GET', spoof === undefined ? {} : { 'x-forwarded-for': spoof });
    expect(seen.map((request) => request.forwardedFor)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.1']);
  } finally {
    close();
  }
});

test('behind a trusted proxy the header is left as the proxy wrote it', async () => {
  const { port, seen, close } = await guardedServer(false);
  try {
    await send(port, 'GET', { 'x-forwarded-for': '203.0.113.7' });
    expect(seen).toEqual([{ method: 'GET', forwardedFor: '203.0.113.7' }]);
  } finally {
    close();
  }
});

test('TRACE gets 405 with Allow and never reaches the application', async () => {
  const { port, seen, close } = await guardedServer(false);
  try {
    expect(await send(port, 'TRACE')).toEqual({ status: 405, allow: 'GET, HEAD' });
    expect(await send(port, 'GET')).toEqual({ status: 200, allow: undefined });
    expect(seen.map((request) => request.method)).toEqual(['GET']);
  } finally {
    close();
  }
});

test("each request runs with its id (a proxy's, or a new one), which the response returns, and is timed as it finishes", async () => {
  const prototype = Object.create(http.Server.prototype) as typeof http.Server.prototype;
  const finished: { status: number; seconds: number }[] = [];
  guardNodeRequests({ socketAddressAsForwardedFor: false, onResponse: (_request, response, seconds) => finished.push({ status: response.statusCode, seconds }) }, prototype);
  const idsInHandler: (string | undefined)[] = [];
  const server = http.createServer((_request, response) => {
    // Later work of the request keeps its id.
    setTimeout(() => {
      idsInHandler.push(currentRequestId());
      response.end();
    }, 5);
  });
  Object.setPrototypeOf(server, prototype);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const idOf = (headers: Record<string, string>) =>
    new Promise<string | undefined>((resolve, reject) => {
      http
        .get({ port, host: '127.0.0.1', headers, agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers['x-request-id'] as string | undefined));
        })
        .on('error', reject);
    });
  try {
    expect(await idOf({ 'x-request-id': 'lb-7f3a' })).toBe('lb-7f3a');
    const fresh = await idOf({ 'x-request-id': 'has spaces and "quotes"' });
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(idsInHandler).toEqual(['lb-7f3a', fresh]);
    expect(currentRequestId()).toBeUndefined();
    expect(finished).toHaveLength(2);
    for (const { status, seconds } of finished) {
      expect(status).toBe(200);
      expect(seconds).toBeGreaterThan(0.004);
    }
  } finally {
    server.close();
  }
});
