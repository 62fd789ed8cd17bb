// The ISR and data cache shared through Redis, written also to this instance's LRU, which is read
// while Redis cannot answer.
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

// Each call is bounded in time (node-redis never times out a command already sent), and after a failure
// Redis is skipped until a ping answers: a stopped Redis costs one short wait, not one per request.
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
