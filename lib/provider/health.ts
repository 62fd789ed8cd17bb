import 'server-only';
import { providerRequest, schoolPath } from './request';

/** Whether the provider answers a small call with JSON in time, and how long it took. Never cached. */
export async function providerState(): Promise<{ ok: boolean; latencyMs: number; error?: string }> {
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  try {
    const [url, init] = providerRequest(schoolPath('highlight'));
    const response = await fetch(url, { ...init, cache: 'no-store' });
    if (!response.ok) return { ok: false, latencyMs: latencyMs(), error: `answered ${response.status}` };
    JSON.parse(await response.text());
    return { ok: true, latencyMs: latencyMs() };
  } catch (error) {
    return { ok: false, latencyMs: latencyMs(), error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
