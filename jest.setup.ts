import '@testing-library/jest-dom';

// The server log stays quiet in unit tests (the provider failures the fuzz tests cause by design);
// lib/observability/log.test.ts reads it in processes of its own.
process.env.LOG_LEVEL ??= 'silent';
