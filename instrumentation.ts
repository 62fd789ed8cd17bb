/** Runs once as the server starts, before it answers a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { trustedProxyHops } = await import('./lib/config');
  const { guardNodeRequests } = await import('./lib/nodeRequests');
  // No trusted proxy: the form limit keys on the socket address, not on what the client writes.
  guardNodeRequests({ socketAddressAsForwardedFor: trustedProxyHops === 0 });
}
