/**
 * Runs `work` once the browser is idle, or after `timeoutMs` at the latest; where there is no
 * requestIdleCallback (Safari, WebKit), after a timer of `fallbackMs`. Returns the cancel.
 */
export function whenIdle(work: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, fallbackMs);
  return () => window.clearTimeout(handle);
}
