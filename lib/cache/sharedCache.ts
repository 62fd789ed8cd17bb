import 'server-only';
import { settings } from '@/lib/server/settings';
import { pingRedis, sharedRedisClient } from './redisClient';

const { sharedCacheRedisUrl: redisUrl } = settings;

/** This process's Redis client when the shared cache is on (REDIS_URL, not on Vercel); null otherwise. */
export const sharedRedis = () => sharedRedisClient(redisUrl);

/** The shared cache's state: null when there is none (one instance, or Vercel's own). */
export async function sharedCacheState(): Promise<{ ok: boolean; latencyMs: number; error?: string } | null> {
  const client = sharedRedis();
  return client ? pingRedis(client) : null;
}
