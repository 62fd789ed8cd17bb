import path from 'node:path';
import { readSettings } from '../server/settings.ts';
// With Redis: no in-memory copy in front (no instance serves an entry another replaced) and no ETags
// (hashing each page took half the instance's time, docs/performance.md). Otherwise Next's default.
export function sharedCacheSettings(env: Record<string, string | undefined>): { cacheHandler?: string; cacheMaxMemorySize?: number; generateEtags?: boolean } {
  if (!readSettings(env).sharedCacheRedisUrl) return {};
  return { cacheHandler: path.join(process.cwd(), 'lib/cache/cacheHandler.ts'), cacheMaxMemorySize: 0, generateEtags: false };
}

