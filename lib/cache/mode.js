// @ts-check
/**
 * Where the ISR and data cache lives. REDIS_URL set (and not on Vercel, whose cache is shared already):
 * Redis, through lib/cache/cacheHandler.mjs, with Next's own in-memory copy off so no instance serves an
 * entry another has replaced. Otherwise Next's default: each instance's own disk and memory.
 * @param {Record<string, string | undefined>} env
 * @returns {{ cacheHandler?: string, cacheMaxMemorySize?: number }}
 */
function sharedCacheSettings(env) {
  if (!env.REDIS_URL || env.VERCEL) return {};
  return { cacheHandler: require.resolve('./cacheHandler.mjs'), cacheMaxMemorySize: 0 };
}

module.exports = { sharedCacheSettings };
