import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createDemoProvider } from '@/demo-provider/server.mjs';
import { forgetProcessWide } from '@/lib/server/processWide';

/** A demo provider on a free loopback port, for tests that call the site's code in process. */
export async function startTestProvider() {
  const server = createDemoProvider({ token: undefined });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** Fault for form posts only, or for every path `match` names. */
    setFault: (mode: string, options: { match?: string; delayMs?: number } = {}) =>
      fetch(`${url}/__demo/fault`, { method: 'POST', body: JSON.stringify({ mode, match: '/api/form/', ...options }) }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The site the in-process tests pretend to be. */
export const TEST_SITE = 'http://localhost:3000';

/** The next module load makes a new form outbox, with the environment as it is then. */
export function forgetFormOutbox() {
  forgetProcessWide('forms.outbox');
}

/**
 * The site's settings for a test: this provider, an outbox of its own whose visitors wait half a second
 * for the first delivery, and `extra`. Read by the modules loaded next (after jest.resetModules()).
 */
export function useSiteSettings(providerUrl: string, extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    PROVIDER_API_URL: providerUrl,
    SITE_URL: TEST_SITE,
    FORM_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-test-outbox-')),
    FORM_OUTBOX_ANSWER_WITHIN_MS: '500',
    ...extra,
  });
  forgetFormOutbox();
}
