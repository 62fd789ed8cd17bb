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

describe('a client holding many addresses is one client', () => {
  test('IPv6 addresses count by their /64, however they are written', () => {
    const key = clientKey(withForwardedFor('2001:db8:1234:5678::1'), 0);
    expect(key).toBe('2001:db8:1234:5678::/64');
    for (const other of ['2001:db8:1234:5678:ffff:ffff:ffff:fffe', '2001:0DB8:1234:5678:0:0:0:2', '[2001:db8:1234:5678::3]', 'fe80::1%eth0'.replace('fe80::1', '2001:db8:1234:5678::4')]) {
      expect(clientKey(withForwardedFor(other), 0)).toBe(key);
    }
    expect(clientKey(withForwardedFor('2001:db8:1234:5679::1'), 0)).not.toBe(key);
    expect(clientKey(withForwardedFor('::1'), 0)).toBe('0:0:0:0::/64');
  });

  test('an IPv4-mapped IPv6 address counts as its IPv4 address', () => {
    expect(clientKey(withForwardedFor('::ffff:203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientKey(withForwardedFor('::ffff:cb00:7107'), 0)).toBe('203.0.113.7');
  });

  test('a /64 gets the limit of one client', async () => {
    const limiter = createRateLimiter({ points: 3, windowSeconds: 60, keyPrefix: 'ipv6-test' });
    const allowed = [];
    for (let host = 1; host <= 6; host += 1) allowed.push(await limiter.allow(clientKey(withForwardedFor(`2001:db8:aa:bb::${host.toString(16)}`), 0)));
    expect(allowed).toEqual([true, true, true, false, false, false]);
  });

  test('what is not an address is counted as written', () => {
    expect(clientKey(withForwardedFor('1:2:3'), 0)).toBe('1:2:3');
    expect(clientKey(withForwardedFor('unknown'), 0)).toBe('unknown');
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
