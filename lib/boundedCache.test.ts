import { createBoundedCache } from './boundedCache';

const bySize = (value: string) => value.length;

test('answers what was stored, and refreshes an entry on use', () => {
  const cache = createBoundedCache({ maxEntries: 2, maxBytes: 100, sizeOf: bySize });
  cache.set('a', 'alpha');
  cache.set('b', 'beta');
  expect(cache.get('a')).toBe('alpha');
  cache.set('c', 'gamma');
  expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['alpha', undefined, 'gamma']);
});

test('a flood of distinct keys holds at most maxEntries and maxBytes', () => {
  const cache = createBoundedCache({ maxEntries: 50, maxBytes: 1000, sizeOf: bySize });
  for (let key = 0; key < 10_000; key += 1) cache.set(`q${key}`, 'x'.repeat(key % 90));
  expect(cache.size).toBeLessThanOrEqual(50);
  expect(cache.bytes).toBeLessThanOrEqual(1000);
  expect(cache.get('q9999')).toBe('x'.repeat(9999 % 90));
});

test('a value larger than the whole bound is not kept; replacing a key counts its size once', () => {
  const cache = createBoundedCache({ maxEntries: 5, maxBytes: 10, sizeOf: bySize });
  cache.set('big', 'x'.repeat(11));
  expect(cache.get('big')).toBeUndefined();
  cache.set('k', 'abc');
  cache.set('k', 'abcd');
  expect([cache.size, cache.bytes]).toEqual([1, 4]);
});
