/**
 * A call whose result is shared by every caller: at most one in flight, and its result reused until it
 * is `maxAgeMs` old. For a check anyone may trigger (the deep health check), so a flood of requests
 * costs the service behind it one call every `maxAgeMs`.
 */
export function sharedResult<T>(load: () => Promise<T>, maxAgeMs: number, now: () => number = Date.now): () => Promise<T> {
  let last: { value: T; at: number } | undefined;
  let inFlight: Promise<T> | undefined;
  return () => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    inFlight ??= load()
      .then((value) => {
        last = { value, at: now() };
        return value;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}
