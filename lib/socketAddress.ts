import http from 'node:http';

const PATCHED = Symbol.for('kvns.socketAddressAsForwardedFor');

type PatchableServer = typeof http.Server.prototype & { [PATCHED]?: true };

/**
 * Writes each request's socket address into X-Forwarded-For before Next reads it, replacing whatever
 * the client sent. Next adds the socket address only when the header is missing, and exposes no other
 * way to it, so with no proxy in front a client writing a new X-Forwarded-For on every post would count
 * as a new client every time. Node's own `http.Server` API; idempotent.
 */
export function writeSocketAddressAsForwardedFor(prototype: PatchableServer = http.Server.prototype): void {
  if (prototype[PATCHED]) return;
  const emit = prototype.emit;
  prototype.emit = function emitWithSocketAddress(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      const address = request.socket.remoteAddress;
      if (address) request.headers['x-forwarded-for'] = address;
      else delete request.headers['x-forwarded-for'];
    }
    return emit.call(this, event, ...args);
  } as typeof emit;
  prototype[PATCHED] = true;
}
