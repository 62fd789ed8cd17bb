/**
 * A fixed-window rate limit per client, in this process's memory. On several instances each keeps
 * its own count, so a client gets up to N times the limit; a shared store (or the proxy's own limit)
 * is the way to a single limit there (README).
 */
export interface RateLimiter {
  /** True when the request is allowed, false when the client is over its limit. */
  allow(key: string, now?: number): boolean;
}

export function createRateLimiter(max: number, windowMs: number, maxKeys = 10_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    allow(key, now = Date.now()) {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        // Forget old windows so the map cannot grow without bound.
        if (windows.size >= maxKeys) {
          for (const [oldKey, window] of windows) if (now - window.start >= windowMs) windows.delete(oldKey);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= max;
    },
  };
}

/**
 * The address the form limit counts by: the `trustedProxyHops`-th X-Forwarded-For entry from the right
 * (each trusted proxy appends the address it saw; entries to the left of those are the client's own
 * writing). With no trusted proxy (0) the last entry is the socket address, written over whatever the
 * client sent (instrumentation.ts). X-Real-IP is never read: the client can write it. A chain shorter
 * than the trusted hops did not come through them all: such requests share one count.
 */
export function clientKey(headers: Headers, trustedProxyHops: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[chain.length - Math.max(1, trustedProxyHops)] ?? 'unidentified';
}
