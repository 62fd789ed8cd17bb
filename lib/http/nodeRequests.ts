import diagnostics from 'node:diagnostics_channel';
import type http from 'node:http';
import { enterRequest, requestIdFor } from '../observability/requestContext';
import { NO_STORE } from './cacheControl';

interface NodeRequestOptions {
  // Next adds the socket address only when X-Forwarded-For is missing, so without a proxy a client could
  // be a new client on every post by writing its own.
  socketAddressAsForwardedFor: boolean;
  /** Called as each response finishes, with the seconds since its request arrived. */
  onResponse?: (request: http.IncomingMessage, response: http.ServerResponse, seconds: number) => void;
}

interface ServerMessage {
  request: http.IncomingMessage;
  response: http.ServerResponse;
}

const START = 'http.server.request.start';
const FINISH = 'http.server.response.finish';

// Node's public diagnostics channels, nothing of the server replaced: the socket address if asked and a
// request id for every log line and `x-request-id`. Answers a function that stops looking.
export function observeNodeRequests(options: NodeRequestOptions): () => void {
  const startedAt = new WeakMap<http.IncomingMessage, number>();
  const onStart = (message: unknown) => {
    const { request, response } = message as ServerMessage;
    if (options.socketAddressAsForwardedFor) {
      const address = request.socket.remoteAddress;
      if (address) request.headers['x-forwarded-for'] = address;
      else delete request.headers['x-forwarded-for'];
    }
    const requestId = requestIdFor(request.headers['x-request-id']);
    request.headers['x-request-id'] = requestId;
    response.setHeader('x-request-id', requestId);
    startedAt.set(request, performance.now());
    // The server emits 'request' right after this, in the same turn: the context carries into it.
    enterRequest({ requestId });
  };
  const onFinish = (message: unknown) => {
    const { request, response } = message as ServerMessage;
    const started = startedAt.get(request);
    if (started !== undefined) options.onResponse?.(request, response, (performance.now() - started) / 1000);
  };
  diagnostics.subscribe(START, onStart);
  diagnostics.subscribe(FINISH, onFinish);
  return () => {
    diagnostics.unsubscribe(START, onStart);
    diagnostics.unsubscribe(FINISH, onFinish);
  };
}

/** The methods Next builds a request for; any other Node parses (TRACE, PROPFIND, …) made Next answer 500. */
const METHODS_NEXT_READS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

type RequestListener = (request: http.IncomingMessage, response: http.ServerResponse) => void;

// Next cannot read some methods, so at a server's first request its listeners are put behind a method
// check answering 405. Node itself answers unknown tokens 400 and closes CONNECT.
export function refuseUnreadableMethods(onRefused: (method: string) => void): () => void {
  const guarded = new WeakSet<http.Server>();
  const onStart = (message: unknown) => {
    const { server } = message as { server?: http.Server };
    if (!server || guarded.has(server)) return;
    guarded.add(server);
    const listeners = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
      const method = request.method ?? '';
      if (METHODS_NEXT_READS.has(method)) {
        for (const listener of listeners) listener.call(server, request, response);
        return;
      }
      onRefused(method);
      response.writeHead(405, { allow: 'GET, HEAD, POST', 'content-type': 'text/plain; charset=utf-8', ...NO_STORE, connection: 'close' });
      response.end('Method not allowed');
    });
  };
  diagnostics.subscribe(START, onStart);
  return () => diagnostics.unsubscribe(START, onStart);
}
