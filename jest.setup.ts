import '@testing-library/jest-dom';

// The server log stays quiet in unit tests (the provider failures the fuzz tests cause by design);
// lib/observability/log.test.ts reads it in processes of its own.
process.env.LOG_LEVEL ??= 'silent';

// Each test starts with an empty data cache (test/nextDataCache.ts stands in for Next's). The actual
// module, as a test may mock next/cache, which resolves to it.
beforeEach(() => jest.requireActual<typeof import('./test/nextDataCache')>('./test/nextDataCache').clearDataCache());
