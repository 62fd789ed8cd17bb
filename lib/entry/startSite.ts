// Next prepared (its instrumentation runs then), then the front door listening with Next's handler behind it.
import http from 'node:http';
import next from 'next';
import { settings } from '../server/settings';
import { serveWith } from '../server/lifecycle';
import { log, reasonOf } from '../observability/log';
import { metrics } from '../observability/metrics';
import { recordResponse } from '../observability/responses';

export async function startSite(root: string, { port, hostname }: { port: number; hostname?: string }): Promise<void> {
  // Next listens for upgrades on the server it is given (`httpServer`), and runs its routing for each; the
  // site has none, and the front door answers and closes every one, so Next's is a server that never listens.
  const app = next({ dev: false, dir: root, port, hostname, httpServer: http.createServer() });
  await app.prepare();
  // After Next is prepared: the rules read provider lists through modules that need Next's server globals.
  const { createFrontDoor, FRONT_DOOR_LIMITS } = await import('./frontDoor');
  const server = createFrontDoor({
    handle: app.getRequestHandler(),
    siteUrl: settings.siteUrl,
    trustedProxyHops: settings.trustedProxyHops,
    onResponse: recordResponse,
    onRefused: (reason) => metrics.frontDoorRefusals.inc({ reason }),
    onError: (error) => log.error({ event: 'front_door.failed', reason: reasonOf(error) }, 'a request failed before Next answered it'),
  });
  serveWith(server);
  // Under `npm run deploy` the next release listens on the same port before this one stops
  // (SO_REUSEPORT: the kernel spreads new connections over both); elsewhere a port in use stays an error.
  const { reusePort } = settings;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: hostname, reusePort, backlog: FRONT_DOOR_LIMITS.listenBacklog }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  log.info({ event: 'listening', port, hostname: hostname ?? 'all addresses' }, `the site is listening on ${hostname ?? 'all addresses'}, port ${port}`);
}
