import type { APIRequestContext } from '@playwright/test';
import { E2E } from './settings.mjs';

export type FaultMode = 'ok' | 'down' | 'slow' | 'malformed' | 'error' | 'empty';

/** Flip the demo provider's fault switch (for every /api path containing `match`, or all). */
export async function setProviderFault(request: APIRequestContext, mode: FaultMode, options: { match?: string; delayMs?: number } = {}) {
  const response = await request.post(`${E2E.providerUrl}/__demo/fault`, { data: { mode, ...options } });
  if (!response.ok()) throw new Error(`fault switch failed: ${response.status()}`);
}

export const revalidationPeriodMs = E2E.revalidateSeconds * 1000;
