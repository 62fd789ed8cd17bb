/**
 * The ISR and data cache shared through Redis (with REDIS_URL, never on Vercel), this instance's LRU
 * behind it: every entry written to both, read from the LRU while Redis cannot answer.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createCircuit, pingRedis, REDIS_TIMEOUTS, sharedRedisClient, withTimeout } from './redisClient.ts';
import { deployId } from './deployId.ts';
import { log } from '../observability/log.ts';
import { metrics } from '../observability/metrics.ts';
import { settings } from '../server/settings.ts';
import nextConstants from 'next/constants.js';

const { PHASE_PRODUCTION_BUILD } = nextConstants;

export type Handler = ReturnType<typeof createRedisHandler>;

/**
 * The handler with each call bounded in time (a command already sent to a stopped Redis is never timed
 * out by the client), and skipped after a failure until Redis answers a ping again: a stopped Redis
 * costs one short wait, not one per request.
 */
function bounded(handler: Handler, client: import('./redisClient.ts').RedisClient): Handler {
  const circuit = createCircuit({
    retryMs: REDIS_TIMEOUTS.retryMs,
    probe: async () => (await pingRedis(client)).ok,
    onChange: (open) => {
      metrics.redisCircuitOpen.set(open ? 1 : 0);
      if (open) log.warn({ event: 'redis.circuit', state: 'open' }, "the shared cache leaves Redis alone after a failure; this instance's own cache serves meanwhile");
      else log.info({ event: 'redis.circuit', state: 'closed' }, 'Redis answers again; the cache is shared again');
    },
  });
  const run = <T,>(call: () => Promise<T>): Promise<T> => circuit.run(() => withTimeout(call(), REDIS_TIMEOUTS.operationMs));
  return {
    ...handler,
    get: (key, meta) => run(() => handler.get(key, meta)),
    set: (key, value, context) => run(() => handler.set(key, value, context)),
    revalidateTag: (tag) => run(() => handler.revalidateTag(tag)),
    delete: handler.delete && ((key) => run(() => (handler.delete as NonNullable<Handler['delete']>)(key))),
  };
}

CacheHandler.onCreation(() => {
  const local = createLruHandler();
  const client = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? null : sharedRedisClient(settings.sharedCacheRedisUrl);
  if (!client) return { handlers: [local] };
  const shared = createRedisHandler({ client, keyPrefix: `kvns:${deployId()}:`, timeoutMs: REDIS_TIMEOUTS.commandMs });
  return { handlers: [bounded(shared, client), local] };
});

export default CacheHandler;
