import { sharedCacheState } from '@/lib/cache/sharedCache';
import { deployId } from '@/lib/cache/deployId.mjs';
import { providerState } from '@/lib/provider/health';
import { outboxHealth } from '@/lib/forms/outbox';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Liveness for a load balancer: 200 and the deploy, no provider call. With `?deep=1`, the provider's
 * and the shared cache's state and latency, and the form outbox's counts: 503 when the provider cannot
 * be read (the pages keep serving their last good copy meanwhile; Redis away only slows the sharing, so
 * it does not fail the check). Degraded also when a form post has waited over an hour, or the outbox
 * holds posts the provider refused.
 */
export async function GET(request: Request): Promise<Response> {
  const deploy = deployId();
  if (new URL(request.url).searchParams.get('deep') !== '1') return Response.json({ status: 'ok', deployId: deploy }, { headers: NO_STORE });
  const [provider, sharedCache, outbox] = await Promise.all([providerState(), sharedCacheState(), outboxHealth()]);
  const degraded = (sharedCache && !sharedCache.ok) || !outbox.ok || (outbox.undeliverable ?? 0) > 0;
  const status = !provider.ok ? 'provider unreachable' : degraded ? 'degraded' : 'ok';
  return Response.json({ status, deployId: deploy, provider, sharedCache, outbox }, { status: provider.ok ? 200 : 503, headers: NO_STORE });
}
