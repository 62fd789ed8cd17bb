import { settings } from '@/lib/settings';
import { REDIS_TIMEOUTS, sharedRedisClient, withTimeout } from '@/lib/cache/redisClient.mjs';
import { createContentRevision, type ContentRevision } from './contentRevision';

const { sharedCacheRedisUrl: redisUrl } = settings;

const KEY = 'kvns:content-revision';
const SLOT = Symbol.for('kvns.content.revision');
/** How long an instance the webhook did not reach may answer from indexes built before the call. */
const SHARED_REVISION_MAX_AGE_MS = 1000;

function create(): ContentRevision {
  const client = sharedRedisClient(redisUrl);
  return createContentRevision({
    maxAgeMs: SHARED_REVISION_MAX_AGE_MS,
    store: client && {
      read: () => withTimeout(client.get(KEY), REDIS_TIMEOUTS.commandMs),
      bump: async () => {
        await withTimeout(client.incr(KEY), REDIS_TIMEOUTS.commandMs);
      },
    },
  });
}

/** This process's content revision, one for the proxy and the routes alike. */
const slot = globalThis as unknown as Record<symbol, ContentRevision | undefined>;
export const contentRevision: ContentRevision = (slot[SLOT] ??= create());
