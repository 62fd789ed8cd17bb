/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardNodeRequests } from './nodeRequests';

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
