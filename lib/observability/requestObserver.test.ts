import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { observeRequests } from './requestObserver';
import { currentRequestId } from './requestContext';
import { metrics } from './metrics';

test('a request served by a plain Node server names its id in its context, and its answer is counted by route kind', async () => {
  observeRequests();
  let seen: string | undefined;
  const server = http.createServer((request, response) => {
    setTimeout(() => {
      seen = currentRequestId();
      response.end('ok');
    }, 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const counted = async () => (await metrics.responses.get()).values.filter(({ labels }) => labels.route_kind === 'page' && labels.status === '2xx').reduce((sum, { value }) => sum + value, 0);
  const before = await counted();
  await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/news`, { headers: { 'x-request-id': 'from-nginx-1' } });
  await new Promise((resolve) => setTimeout(resolve, 20));
  server.close();
  expect(seen).toBe('from-nginx-1');
  expect(await counted()).toBe(before + 1);
});
