import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '@testing-library/jest-dom';

// The server log stays quiet in unit tests (the provider failures the fuzz tests cause by design);
// lib/observability/log.test.ts reads it in processes of its own.
process.env.LOG_LEVEL ??= 'silent';

// A route's outbox, where a test does not give one, goes under the run's temporary folder, never into
// the working folder's .data/ (whose key `npm run demo` would then use).
process.env.FORM_OUTBOX_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));

// Each test starts with an empty data cache (test/nextDataCache.ts stands in for Next's). The actual
// module, as a test may mock next/cache, which resolves to it.
beforeEach(() => jest.requireActual<typeof import('./test/nextDataCache')>('./test/nextDataCache').clearDataCache());
