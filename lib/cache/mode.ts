import path from 'node:path';
import { readSettings } from '../server/settings.ts';
/**
 * Where the ISR and data cache lives. REDIS_URL set (and not on Vercel, whose cache is shared already):
 * Redis, through lib/cache/cacheHandler.ts, with Next's own in-memory copy off so no instance serves an
 * entry another has replaced. Otherwise Next's default: each instance's own disk and memory.
 *
 * With the shared cache, ETags are off: Next hashes the whole page for its ETag on every request, and on
 * pages read through the handler that hashing took about half the instance's time (docs/performance.md).
 * A CDN in front answers conditional requests itself.
 */
export function sharedCacheSettings(env: Record<string, string | undefined>): { cacheHandler?: string; cacheMaxMemorySize?: number; generateEtags?: boolean } {
  if (!readSettings(env).sharedCacheRedisUrl) return {};
  return { cacheHandler: path.join(process.cwd(), 'lib/cache/cacheHandler.ts'), cacheMaxMemorySize: 0, generateEtags: false };
}

