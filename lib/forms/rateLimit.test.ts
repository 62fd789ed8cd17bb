import { clientKey, createRateLimiter } from './rateLimit';

const withForwardedFor = (value?: string) => new Headers(value === undefined ? {} : { 'x-forwarded-for': value });

describe('the address the form limit counts by', () => {
  test('no proxy: the last entry, which the server wrote from the socket', () => {
    expect(clientKey(withForwardedFor('203.0.113.7'), 0)).toBe('203.0.113.7');
  });

  test('one proxy: the address it appended, not what the client wrote before it', () => {
    expect(clientKey(withForwardedFor('203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientKey(withForwardedFor('1.1.1.1, 2.2.2.2, 203.0.113.7'), 1)).toBe('203.0.113.7');
  });

  test('a CDN in front of nginx: the address the CDN saw, not the CDN edge nginx saw', () => {
    expect(clientKey(withForwardedFor('203.0.113.7, 198.51.100.20'), 2)).toBe('203.0.113.7');
    expect(clientKey(withForwardedFor('9.9.9.9, 203.0.113.7, 198.51.100.20'), 2)).toBe('203.0.113.7');
    // Everyone behind one edge no longer shares one count.
    expect(clientKey(withForwardedFor('203.0.113.8, 198.51.100.20'), 2)).not.toBe(clientKey(withForwardedFor('203.0.113.7, 198.51.100.20'), 2));
  });

  test('a spoofed chain changes nothing the trusted proxies wrote', () => {
    for (const spoof of ['10.0.0.1', '10.0.0.2, 10.0.0.3', 'not-an-address']) {
      expect(clientKey(withForwardedFor(`${spoof}, 203.0.113.7`), 1)).toBe('203.0.113.7');
      expect(clientKey(withForwardedFor(`${spoof}, 203.0.113.7, 198.51.100.20`), 2)).toBe('203.0.113.7');
    }
  });

  test('an empty or missing header, or a chain shorter than the trusted hops, shares one count; X-Real-IP is never read', () => {
    expect(clientKey(withForwardedFor(''), 1)).toBe('unidentified');
    expect(clientKey(withForwardedFor(' , '), 0)).toBe('unidentified');
    expect(clientKey(withForwardedFor(), 1)).toBe('unidentified');
    expect(clientKey(withForwardedFor('198.51.100.20'), 2)).toBe('unidentified');
    expect(clientKey(new Headers({ 'x-real-ip': '203.0.113.9' }), 0)).toBe('unidentified');
  });
});

describe('the limit', () => {
  test('in memory: N posts per window per client, each client counted apart', async () => {
    const limiter = createRateLimiter({ points: 2, windowSeconds: 60, keyPrefix: 'memory-test' });
    expect([await limiter.allow('a'), await limiter.allow('a'), await limiter.allow('a'), await limiter.allow('b')]).toEqual([true, true, false, true]);
  });

  test('with a Redis that is not connected: this instance counts in memory, at once', async () => {
    const notReady = { isReady: false, isOpen: false } as unknown as Parameters<typeof createRateLimiter>[0]['redis'];
    const limiter = createRateLimiter({ points: 1, windowSeconds: 60, keyPrefix: 'insurance-test', redis: notReady, redisTimeoutMs: 50 });
    const started = Date.now();
    expect([await limiter.allow('a'), await limiter.allow('a')]).toEqual([true, false]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
