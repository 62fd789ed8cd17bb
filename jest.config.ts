import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  // Most tests are of server code; those of components say `@jest-environment jsdom`.
  testEnvironment: 'node',
  // A guard against a hang, not a measure of speed: the file checks' workers take seconds on a busy machine.
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Nothing a test writes stays behind: its temporary files live in one folder removed at the end.
  globalSetup: '<rootDir>/test/jestGlobalSetup.mjs',
  globalTeardown: '<rootDir>/test/jestGlobalTeardown.mjs',
  // Tests sit beside what they test.
  testMatch: ['<rootDir>/{app,components,lib,demo-provider,scripts}/**/*.test.{ts,tsx,mjs}', '<rootDir>/next.config.test.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // server-only throws outside React Server Components; the code under test is server code either way.
    '^server-only$': '<rootDir>/test/empty-module.ts',
    // Next's data cache needs a running server; its stand-in keeps the semantics the site relies on.
    '^next/cache$': '<rootDir>/test/nextDataCache.ts',
    '^swiper/css.*$': '<rootDir>/test/empty-module.ts',
    '^photoswipe/style\\.css$': '<rootDir>/test/empty-module.ts',
  },
};

export default createJestConfig(config);
