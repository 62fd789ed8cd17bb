// At most one call in flight, its result reused until `maxAgeMs` old: a flood of deep health checks costs
// the service behind one call per period.
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
