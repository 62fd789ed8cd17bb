import 'server-only';
import { sharedResult } from '@/lib/server/sharedResult';
import { providerRequest, schoolPath } from './request';

export interface ProviderState {
  ok: boolean;
  latencyMs: number;
  /** What went wrong, in the site's own words: never a library's error text. */
  error?: string;
}

/** Whether an answer is the provider's envelope saying all is well: JSON, and not `status: false`. */
export function providerAnswerProblem(status: number, body: string): string | null {
  if (status < 200 || status >= 300) return `answered ${status}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'answered something other than JSON';
  }
  if (typeof parsed === 'object' && parsed !== null && (parsed as { status?: unknown }).status === false) return 'answered status false';
  return null;
}

/** Whether the provider answers a small call with its envelope in time, and how long it took. Never cached. */
async function probeProvider(): Promise<ProviderState> {
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  try {
    const [url, init] = providerRequest(schoolPath('highlight'));
    const response = await fetch(url, { ...init, cache: 'no-store' });
    const problem = providerAnswerProblem(response.status, await response.text());
    return problem ? { ok: false, latencyMs: latencyMs(), error: problem } : { ok: true, latencyMs: latencyMs() };
  } catch (error) {
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    return { ok: false, latencyMs: latencyMs(), error: timedOut ? 'no answer in time' : 'unreachable' };
  }
}

/** Anyone may call the deep check, so one probe is in flight and its answer served for 2 s. */
export const providerState = sharedResult(probeProvider, 2000);
