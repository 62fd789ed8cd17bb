/**
 * How every call to the provider is addressed: its URL, the school code in the path, the headers and
 * the timeout. A plain module, so both the pages' cached client and the proxy's album index use it.
 */
import { settings } from '@/lib/settings';
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
