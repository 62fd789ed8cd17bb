import { sharedCacheState } from '@/lib/cache/sharedCache';
import { deployId } from '@/lib/cache/deployId.mjs';
import { providerState } from '@/lib/provider/health';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Liveness for a load balancer: 200 and the deploy, no provider call. With `?deep=1`, the provider's
 * and the shared cache's state and latency: 503 when the provider cannot be read (the pages keep serving
 * their last good copy meanwhile; Redis away only slows the sharing, so it does not fail the check).
 */
export async function GET(request: Request): Promise<Response> {
  const deploy = deployId();
  if (new URL(request.url).searchParams.get('deep') !== '1') return Response.json({ status: 'ok', deployId: deploy }, { headers: NO_STORE });
  const [provider, sharedCache] = await Promise.all([providerState(), sharedCacheState()]);
  const status = !provider.ok ? 'provider unreachable' : sharedCache && !sharedCache.ok ? 'degraded' : 'ok';
  return Response.json({ status, deployId: deploy, provider, sharedCache }, { status: provider.ok ? 200 : 503, headers: NO_STORE });
}
