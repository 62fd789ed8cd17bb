/** When an outbox post is tried again: exponential backoff with jitter, within a retry window. */
export interface BackoffRules {
  retryBaseMs: number;
  retryCapMs: number;
  /** How long after its window opened a post stops being retried. */
  giveUpMs: number;
}

// Doubling and capped, then "equal jitter" (half fixed, half random), so posts queued in one outage do
// not all return at once.
export function retryDelayMs(retry: number, rules: Pick<BackoffRules, 'retryBaseMs' | 'retryCapMs'>, random: () => number = Math.random): number {
  const ceiling = Math.min(rules.retryCapMs, rules.retryBaseMs * 2 ** Math.max(0, retry - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Null once the window is over (kept as undeliverable); the last attempt falls at or after its end. */
export function nextAttemptAt(retry: number, windowStart: number, now: number, rules: BackoffRules, random?: () => number): number | null {
  return now - windowStart >= rules.giveUpMs ? null : now + retryDelayMs(retry, rules, random);
}
