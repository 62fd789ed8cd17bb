import path from 'node:path';
import { readSettings } from '../server/settings.ts';
/**
 * Where the ISR and data cache lives: with REDIS_URL (not on Vercel), Redis through cacheHandler.ts, no
 * in-memory copy in front (no instance serves an entry another replaced) and no ETags (hashing each page
 * took half the instance's time: docs/performance.md); otherwise Next's default, per instance.
 */
export function sharedCacheSettings(env: Record<string, string | undefined>): { cacheHandler?: string; cacheMaxMemorySize?: number; generateEtags?: boolean } {
  if (!readSettings(env).sharedCacheRedisUrl) return {};
  return { cacheHandler: path.join(process.cwd(), 'lib/cache/cacheHandler.ts'), cacheMaxMemorySize: 0, generateEtags: false };
}

