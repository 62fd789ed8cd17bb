// Entered as Node's server hands a request over; Node carries it through every await, timer and callback.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { processWide } from '../server/processWide.ts';

export type RequestContext = { requestId: string };

// One store per process: the request hook in instrumentation, and every route's and page's bundle that logs.
const storage = processWide('requestContext', () => new AsyncLocalStorage<RequestContext>());

/** The id a proxy in front already gave the request (letters, digits and `-_.:`, up to 64), else a new one. */
export function requestIdFor(incoming: string | string[] | undefined) {
  const given = Array.isArray(incoming) ? incoming[0] : incoming;
  return given && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
}

/** Runs `work` as part of the request, so every log line inside it, however deep or late, names it. */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The server's 'request' event follows in the same turn, so entering here covers the whole request. */
export function enterRequest(context: RequestContext) {
  storage.enterWith(context);
}

/** The id of the request the caller works for; undefined outside any (start-up, the outbox worker). */
export function currentRequestId() {
  return storage.getStore()?.requestId;
}
