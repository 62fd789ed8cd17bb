/** Runs once as the server starts, before it answers a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { settings } = await import('./lib/server/settings');
  // Traces only where an OTLP endpoint is set: otherwise no tracing code is loaded.
  if (settings.tracesEndpoint) {
    const { registerOTel } = await import('@vercel/otel');
    registerOTel({ serviceName: settings.serviceName });
  }
  // The Redis the form and vitals limits count on, connected now rather than on the first post (until it
  // answers, each instance would count alone).
  if (settings.countsRedisUrl) {
    const { sharedRedisClient } = await import('./lib/cache/redisClient');
    sharedRedisClient(settings.countsRedisUrl);
  }
  // Each request Node's server takes: its id in the logs, its answer counted and timed.
  const { observeRequests } = await import('./lib/observability/requestObserver');
  observeRequests();
  const { observeProviderCalls } = await import('./lib/observability/providerCalls');
  const { metrics } = await import('./lib/observability/metrics');
  const { providerEndpoint } = await import('./lib/provider/kinds');
  observeProviderCalls(new URL(settings.providerApiUrl).origin, metrics.providerCalls, providerEndpoint);
  // Posts saved while the provider was away are delivered by every long-running instance; on Vercel a
  // scheduled call to /api/outbox/deliver does it instead.
  if (!settings.onVercel) {
    const { formOutbox } = await import('./lib/forms/outbox');
    const { closeFileChecks } = await import('./lib/forms/fileContent');
    const { installCleanStop, onStop } = await import('./lib/server/lifecycle');
    const { log } = await import('./lib/observability/log');
    // The webhook's word to the proxy's address lists, from whichever instance it reached.
    if (settings.countsRedisUrl) {
      const { listenForExpiredAddressLists } = await import('./lib/provider/addressListsAcrossInstances');
      listenForExpiredAddressLists(settings.countsRedisUrl);
    }
    const { outbox } = formOutbox();
    outbox?.startWorker();
    if (outbox) onStop('form outbox', () => outbox.close());
    onStop('file checks', closeFileChecks);
    // Where `next start` leaves the stop to the site (`npm run serve`, after nginx has stopped): a delivery
    // under way ends within the forward timeout; a little more lets it be recorded. Elsewhere Next's own
    // stop ends the process, and a delivery it cuts keeps its lease and is delivered after the restart.
    if (process.env.NEXT_MANUAL_SIG_HANDLE) installCleanStop(settings.formForwardTimeoutMs + 2_000, (event, detail) => log.info({ event, ...detail }, event));
  }
  const { markServing } = await import('./lib/server/lifecycle');
  markServing();
}
