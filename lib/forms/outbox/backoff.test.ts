import { nextAttemptAt, retryDelayMs } from './backoff';

const rules = { retryBaseMs: 15_000, retryCapMs: 3_600_000, giveUpMs: 7 * 86_400_000 };

test('each retry waits twice as long, up to the cap, with half of it random', () => {
  const lowest = [1, 2, 3, 4].map((retry) => retryDelayMs(retry, rules, () => 0));
  const highest = [1, 2, 3, 4].map((retry) => retryDelayMs(retry, rules, () => 1));
  expect(lowest).toEqual([7_500, 15_000, 30_000, 60_000]);
  expect(highest).toEqual([15_000, 30_000, 60_000, 120_000]);
  expect(retryDelayMs(40, rules, () => 1)).toBe(3_600_000);
  expect(retryDelayMs(40, rules, () => 0)).toBe(1_800_000);
});

test('posts from one outage spread out rather than return at once', () => {
  const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(3, rules)));
  expect(delays.size).toBeGreaterThan(40);
  for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(30_000);
});

test('retried for the whole window (7 days), then given up', () => {
  const start = Date.UTC(2026, 10, 1);
  const day = 86_400_000;
  expect(nextAttemptAt(100, start, start + 6.9 * day, rules, () => 1)).toBe(start + 6.9 * day + 3_600_000);
  expect(nextAttemptAt(100, start, start + 7 * day - 1, rules, () => 1)).not.toBeNull();
  expect(nextAttemptAt(100, start, start + 7 * day, rules)).toBeNull();
});
