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
 * The client's address as the nearest proxy saw it: the last X-Forwarded-For entry (a client can
 * prepend entries, but not append after the proxy's), else X-Real-IP.
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).pop();
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}
