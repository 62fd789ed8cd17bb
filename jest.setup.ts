import '@testing-library/jest-dom';

// The server log stays quiet in unit tests (the provider failures the fuzz tests cause by design);
// lib/observability/log.test.ts reads it in processes of its own.
process.env.LOG_LEVEL ??= 'silent';

// Each test starts with an empty data cache (test/nextDataCache.ts stands in for Next's).
beforeEach(() => {
  const store = (globalThis as { __nextDataCacheDouble?: { entries: Map<string, unknown>; expiredAt: Map<string, number> } }).__nextDataCacheDouble;
  store?.entries.clear();
  store?.expiredAt.clear();
});
