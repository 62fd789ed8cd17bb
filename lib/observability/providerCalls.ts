import diagnostics from 'node:diagnostics_channel';

/** The provider's endpoints, by the first segment after /api/: the label's whole set of values. */
/** What became of a call: the status class the provider answered, or how it failed (a refused connection is `unreachable`). */
export type ProviderCallOutcome = '2xx' | '3xx' | '4xx' | '5xx' | 'timeout' | 'error' | 'unreachable';

/** Where each call is recorded: the provider-calls histogram. */
export interface ProviderCallRecorder {
  observe(labels: { endpoint: string; outcome: ProviderCallOutcome }, seconds: number): void;
}

interface UndiciRequest {
  origin: string;
  path: string;
}

// Node's fetch channels see every request to the provider, whoever makes it; a read Next answers from its
// cache makes none and is not counted.
/** `endpointOf` labels a call by its path with a bounded set of names (the provider's kinds: lib/provider/kinds.ts). */
export function observeProviderCalls(providerOrigin: string, calls: ProviderCallRecorder, endpointOf: (path: string) => string): () => void {
  const started = new WeakMap<object, number>();
  const ours = (request: UndiciRequest) => request.origin === providerOrigin;
  const finish = (request: UndiciRequest, outcome: ProviderCallOutcome) => {
    const at = started.get(request);
    if (at === undefined) return;
    started.delete(request);
    calls.observe({ endpoint: endpointOf(request.path), outcome }, (performance.now() - at) / 1000);
  };
  const onCreate = (message: unknown) => {
    const { request } = message as { request: UndiciRequest };
    if (ours(request)) started.set(request, performance.now());
  };
  const onHeaders = (message: unknown) => {
    const { request, response } = message as { request: UndiciRequest; response: { statusCode: number } };
    finish(request, `${Math.min(5, Math.max(2, Math.floor(response.statusCode / 100)))}xx` as ProviderCallOutcome);
  };
  const onError = (message: unknown) => {
    const { request, error } = message as { request: UndiciRequest; error: Error & { code?: unknown } };
    const unreachable = typeof error.code === 'string' && /^(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|UND_ERR_SOCKET)$/.test(error.code);
    finish(request, error.name === 'TimeoutError' || error.name === 'AbortError' ? 'timeout' : unreachable ? 'unreachable' : 'error');
  };
  const subscriptions: [string, (message: unknown) => void][] = [
    ['undici:request:create', onCreate],
    ['undici:request:headers', onHeaders],
    ['undici:request:error', onError],
  ];
  for (const [channel, listener] of subscriptions) diagnostics.subscribe(channel, listener);
  return () => {
    for (const [channel, listener] of subscriptions) diagnostics.unsubscribe(channel, listener);
  };
}
