/** Without requestIdleCallback (WebKit), after `fallbackMs`. Returns the cancel. */
export function whenIdle(work: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, fallbackMs);
  return () => window.clearTimeout(handle);
}
