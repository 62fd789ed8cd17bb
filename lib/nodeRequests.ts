import http from 'node:http';
import { requestIdFor, runInRequest } from './observability/requestContext.mjs';

const PATCHED = Symbol.for('kvns.nodeRequestGuard');

type PatchableServer = typeof http.Server.prototype & { [PATCHED]?: true };

/**
 * The Fetch API refuses to carry TRACE, so Next cannot turn it into a Request and answered 500 with a
 * stack. (Node answers TRACK with 400 itself, and hands CONNECT to a 'connect' listener, not here.)
 */
const UNCARRIABLE_METHOD = 'TRACE';

interface NodeRequestOptions {
  /**
   * Write each request's socket address into X-Forwarded-For, replacing whatever the client sent. Next
   * adds the socket address only when the header is missing and exposes no other way to it, so with no
   * proxy in front a client writing a new X-Forwarded-For on every post would be a new client each time.
   */
  socketAddressAsForwardedFor: boolean;
  /** Called as each response finishes, with the seconds since its request arrived. */
  onResponse?: (request: http.IncomingMessage, response: http.ServerResponse, seconds: number) => void;
}

/**
 * Looks at each request as Node's `http.Server` hands it over, before Next does: refuses the methods
 * Next cannot read (405, nothing logged), optionally records the socket address, and serves the rest
 * inside a request context whose id (a proxy's `x-request-id`, or a new one) every log line of the
 * request carries and the response returns in `x-request-id`. Idempotent.
 */
export function guardNodeRequests(options: NodeRequestOptions, prototype: PatchableServer = http.Server.prototype): void {
  if (prototype[PATCHED]) return;
  const emit = prototype.emit;
  prototype.emit = function emitGuarded(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (request.method === UNCARRIABLE_METHOD) {
        response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain', Connection: 'close' });
        response.end('Method not allowed');
        return true;
      }
      if (options.socketAddressAsForwardedFor) {
        const address = request.socket.remoteAddress;
        if (address) request.headers['x-forwarded-for'] = address;
        else delete request.headers['x-forwarded-for'];
      }
      const requestId = requestIdFor(request.headers['x-request-id']);
      request.headers['x-request-id'] = requestId;
      response.setHeader('x-request-id', requestId);
      const { onResponse } = options;
      if (onResponse) {
        const started = performance.now();
        response.once('finish', () => onResponse(request, response, (performance.now() - started) / 1000));
      }
      return runInRequest({ requestId }, () => emit.call(this, event, ...args));
    }
    return emit.call(this, event, ...args);
  } as typeof emit;
  prototype[PATCHED] = true;
}
