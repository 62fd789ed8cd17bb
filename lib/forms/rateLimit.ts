import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import type { RedisClient } from '@/lib/cache/redisClient';

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

/** One count across instances with Redis; this instance's own count while Redis is away or slow. */
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
 * The `trustedProxyHops`-th X-Forwarded-For entry from the right: entries further left are the client's
 * own writing, as is X-Real-IP. A chain shorter than the trusted hops shares one count.
 */
export function clientKey(headers: Headers, trustedProxyHops: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = chain[chain.length - Math.max(1, trustedProxyHops)];
  return address ? addressKey(address) : 'unidentified';
}

/** An IPv6 address counts by its /64, as a home or phone holds a whole /64; IPv4-mapped as IPv4. */
export function addressKey(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, '').replace(/%.*$/, '').toLowerCase();
  if (!bare.includes(':')) return bare;
  const groups = expandIpv6(bare);
  if (!groups) return bare;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail), or null when it is not one. */
function expandIpv6(address: string): number[] | null {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    text = `${text.slice(0, dotted.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part ? part.split(':') : []);
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}
