import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import type { RedisClient } from '@/lib/cache/redisClient.mjs';

/** A limit of posts per client and window. */
export interface RateLimiter {
  /** True when the request is allowed, false when the client is over its limit. */
  allow(key: string): Promise<boolean>;
}

interface RateLimiterOptions {
  /** Posts allowed per window. */
  points: number;
  windowSeconds: number;
  /** Keeps each form's counts apart. */
  keyPrefix: string;
  /** Counts shared by every instance; without it, each instance counts in its own memory. */
  redis?: RedisClient | null;
  /** How long a count in Redis may take before this instance's own count decides. */
  redisTimeoutMs?: number;
}

/**
 * A limit per client. With Redis, one count across every instance; while Redis is away, slow or not yet
 * connected, this instance's own count in memory stands in (rate-limiter-flexible's insurance limiter).
 */
export function createRateLimiter({ points, windowSeconds, keyPrefix, redis, redisTimeoutMs = 400 }: RateLimiterOptions): RateLimiter {
  const memory = new RateLimiterMemory({ points, duration: windowSeconds, keyPrefix });
  const limiter = redis
    ? new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({ storeClient: redis, useRedisPackage: true, rejectIfRedisNotReady: true, points, duration: windowSeconds, keyPrefix, insuranceLimiter: memory }),
        timeoutMs: redisTimeoutMs,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async allow(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      }
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
