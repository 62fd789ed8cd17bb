/**
 * The last good answer of each provider call, in this instance's memory: a call that fails at run time
 * answers with it, so the routes outside the page cache (the ticker's refresh, an event's calendar file)
 * keep their content through an outage as the cached pages keep theirs. Bounded: the oldest-used key goes
 * first once `limit` keys are held.
 */
export interface LastGood<T> {
  remember(key: string, value: T): void;
  recall(key: string): T | undefined;
}

export function createLastGood<T>(limit: number): LastGood<T> {
  const values = new Map<string, T>();
  return {
    remember(key, value) {
      values.delete(key);
      values.set(key, value);
      if (values.size > limit) values.delete(values.keys().next().value!);
    },
    recall(key) {
      const value = values.get(key);
      if (value === undefined) return undefined;
      values.delete(key);
      values.set(key, value);
      return value;
    },
  };
}
