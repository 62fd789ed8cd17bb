/** Runs once as the server starts, before it answers a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { settings } = await import('./lib/settings');
  const { guardNodeRequests } = await import('./lib/nodeRequests');
  // No trusted proxy: the form limit keys on the socket address, not on what the client writes.
  guardNodeRequests({ socketAddressAsForwardedFor: settings.trustedProxyHops === 0 });
  // Posts saved while the provider was away are delivered by every long-running instance; on Vercel a
  // scheduled call to /api/outbox/deliver does it instead.
  if (!settings.onVercel) {
    const { formOutbox } = await import('./lib/forms/outbox');
    formOutbox().outbox?.startWorker();
  }
}
