// Every request Node's server takes, seen through Node's own diagnostics channels (no patch, no server of
// the site's own): each enters its request context (its id, from nginx's X-Request-Id, names every log
// line it causes) and, once answered, is counted and timed by its route kind.
import diagnosticsChannel from 'node:diagnostics_channel';
import type http from 'node:http';
import { enterRequest, requestIdFor } from './requestContext.ts';
import { recordResponse } from './responses.ts';
import { processWide } from '../server/processWide.ts';

interface ServerEvent {
  request: http.IncomingMessage;
  response: http.ServerResponse;
}

/** Subscribes once per process. */
export const observeRequests = () => processWide('requestObserver', subscribe);

function subscribe(): true {
  const started = new WeakMap<http.IncomingMessage, number>();
  // Published just before the server emits 'request', in the same turn: the context holds through it.
  diagnosticsChannel.subscribe('http.server.request.start', (message) => {
    const { request } = message as ServerEvent;
    started.set(request, performance.now());
    enterRequest({ requestId: requestIdFor(request.headers['x-request-id']) });
  });
  diagnosticsChannel.subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as ServerEvent;
    const since = started.get(request);
    if (since !== undefined) recordResponse(request, response, (performance.now() - since) / 1000);
  });
  return true;
}
