import 'server-only';
import { sharedCacheState } from '@/lib/cache/sharedCache';
import { deployId } from '@/lib/cache/deployId';
import { providerState } from '@/lib/provider/health';
import { formOutbox, outboxHealth } from '@/lib/forms/outbox';
import { hasBearerSecret } from '@/lib/provider/webhook';
import { sharedResult } from '@/lib/server/sharedResult';
import { currentPhase } from '@/lib/server/lifecycle';

import { NO_STORE } from '@/lib/http/cacheControl';

/** Liveness, for anyone: the process answers, and nothing more (not even which deploy). No call to the provider, Redis or the outbox. */
export const livenessAnswer = () => Response.json({ status: 'ok' }, { headers: NO_STORE });

// 503 only when the provider cannot be read (Redis away only slows sharing); degraded when a post has
// waited over an hour or the provider refused one.
async function deepState(): Promise<{ status: number; body: Record<string, unknown> }> {
  const [provider, sharedCache, outbox] = await Promise.all([providerState(), sharedCacheState(), outboxHealth()]);
  const degraded = (sharedCache && !sharedCache.ok) || !outbox.ok || (outbox.undeliverable ?? 0) > 0;
  const status = !provider.ok ? 'provider unreachable' : degraded ? 'degraded' : 'ok';
  return { status: provider.ok ? 200 : 503, body: { status, deployId: deployId(), provider, sharedCache, outbox } };
}

/** One deep check in flight, its answer shared for 2 s: a flood of checks costs one. Only /api/health asks. */
const sharedDeepState = sharedResult(deepState, 2000);

// Without the metrics token a deep check is answered as liveness: the outbox and the provider's state are
// the operator's, and reading them must be no one's lever on the server.
export async function healthAnswer(request: Request, metricsToken: string | undefined): Promise<Response> {
  const deep = new URL(request.url).searchParams.get('deep') === '1';
  if (!deep || !metricsToken || !hasBearerSecret(request.headers.get('authorization'), metricsToken)) return livenessAnswer();
  const { status, body } = await sharedDeepState();
  return Response.json(body, { status, headers: NO_STORE });
}

/** 503 while starting, stopping, or with an outbox that could not open (posts would go unqueued). */
export function readinessAnswer(): Response {
  const phase = currentPhase();
  const { problem } = formOutbox();
  const ready = phase === 'serving' && !problem;
  const reason = phase !== 'serving' ? phase : problem ? 'the form outbox could not open' : undefined;
  return Response.json({ status: ready ? 'ready' : 'not ready', ...(reason ? { reason } : {}) }, { status: ready ? 200 : 503, headers: NO_STORE });
}
