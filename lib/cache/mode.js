// @ts-check
const { readSettings } = require('../server/settings.js');
/**
 * Where the ISR and data cache lives. REDIS_URL set (and not on Vercel, whose cache is shared already):
 * Redis, through lib/cache/cacheHandler.mjs, with Next's own in-memory copy off so no instance serves an
 * entry another has replaced. Otherwise Next's default: each instance's own disk and memory.
 *
 * With the shared cache, ETags are off: Next hashes the whole page for its ETag on every request, and on
 * pages read through the handler that hashing took about half the instance's time (docs/performance.md).
 * A CDN in front answers conditional requests itself.
 * @param {Record<string, string | undefined>} env
 * @returns {{ cacheHandler?: string, cacheMaxMemorySize?: number, generateEtags?: boolean }}
 */
function sharedCacheSettings(env) {
  if (!readSettings(env).sharedCacheRedisUrl) return {};
  return { cacheHandler: require.resolve('./cacheHandler.mjs'), cacheMaxMemorySize: 0, generateEtags: false };
}

module.exports = { sharedCacheSettings };
