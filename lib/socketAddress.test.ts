/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeSocketAddressAsForwardedFor } from './socketAddress';

/** A server on its own copy of the prototype, so the patch touches no other test. */
function serverSeeingForwardedFor(): Promise<{ url: string; seen: (string | undefined)[]; close: () => void }> {
  const prototype = Object.create(http.Server.prototype) as typeof http.Server.prototype;
  writeSocketAddressAsForwardedFor(prototype);
  writeSocketAddressAsForwardedFor(prototype);
  const seen: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.headers['x-forwarded-for'] as string | undefined);
    response.end();
  });
  Object.setPrototypeOf(server, prototype);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, seen, close: () => server.close() });
    }),
  );
}

test('the socket address replaces whatever X-Forwarded-For the client wrote, empty or spoofed', async () => {
  const { url, seen, close } = await serverSeeingForwardedFor();
  try {
    for (const spoof of [undefined, '', '10.9.8.7', '10.0.0.1, 10.0.0.2']) {
      await fetch(url, { headers: spoof === undefined ? {} : { 'x-forwarded-for': spoof } });
    }
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.1']);
  } finally {
    close();
  }
});
