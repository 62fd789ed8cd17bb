// Every provider call's URL, school code, headers and timeout, and how its files are fetched.
import { settings } from '@/lib/server/settings';
import { providerAuthorization } from './authorization';

const { providerApiUrl, providerTimeoutMs, schoolCode } = settings;

/** The path of a call that carries the school code, e.g. schoolPath('news') -> /api/news/KVNS. */
export function schoolPath(...segments: string[]): string {
  return `/api/${[...segments, schoolCode].map(encodeURIComponent).join('/')}`;
}

/** The URL and request options of a GET to the provider; the signal also bounds reading the body. */
export function providerRequest(path: string): [string, RequestInit] {
  return [
    `${providerApiUrl}${path}`,
    { headers: { Accept: 'application/json', ...providerAuthorization() }, signal: AbortSignal.timeout(providerTimeoutMs) },
  ];
}

// The timeout bounds the body too, unless `headersOnly`: a body streamed on takes as long as the visitor
// reads.
export async function fetchProviderFile(
  url: string,
  { range, timeoutMs = providerTimeoutMs, next, headersOnly = false }: { range?: string; timeoutMs?: number; next?: NextFetchRequestConfig; headersOnly?: boolean } = {},
): Promise<Response> {
  const init = { headers: { ...(range ? { Range: range } : {}), ...providerAuthorization() }, ...(next ? { next } : { cache: 'no-store' as const }) };
  if (!headersOnly) return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The provider did not answer in time.', 'TimeoutError')), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** The first `limit` bytes of a body, the rest left unread (a provider that ignores Range sends the whole file). */
export async function firstBytes(response: Response, limit: number): Promise<Buffer> {
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, limit);
}
