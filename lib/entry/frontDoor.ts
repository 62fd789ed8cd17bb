// The site's front door on a Node host: a plain Node server that meets every connection and request
// before Next's handler sees a byte of it (docs/architecture.md, The front door).
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { decide, type DoorDecision } from './doorRules';
import { NO_STORE } from '../http/cacheControl';
import { declaresBody } from './requestRules';
import { cacheControlFor, SECURITY_HEADERS } from './responseHeaders';
import { FORM_ERRORS } from '../forms/messages';
import { addressKey, clientKey } from '../forms/rateLimit';
import { requestIdFor, runInRequest } from '../observability/requestContext';

/** Set on every request the door passes on, after removing any a client sent: proxy.ts's matcher skips them. */
export const FRONT_DOOR_HEADER = 'x-kvns-front-door';

export const FRONT_DOOR_LIMITS = {
  /** Open connections from one address (a browser opens six; a school's or a carrier's NAT many browsers). */
  connectionsPerAddress: 256,
  /** Bodies arriving at once from one client: a family sends one form at a time. */
  bodiesPerClient: 4,
  /**
   * Provider files streaming at once to one client: a browser's six connections to a host. Each stream fills
   * the kernel's buffers (megabytes) as fast as the provider sends, whether or not the client reads.
   */
  fileStreamsPerClient: 6,
  /** Provider files (GET or HEAD) one client may ask for: a burst, then so many a second (a film's seeks, a page of documents). */
  fileRequestsPerClient: { burst: 100, perSecond: 25 },
  /**
   * Refusals the door may send one address: past them, its new connections and requests are held unread and
   * closed, until the allowance refills, so a client that loops on refusals costs an accept, not a request.
   */
  refusalsPerAddress: { burst: 200, perSecond: 20 },
  /**
   * How long such a connection is held unread before it is closed (up to half as long again, at random, so a
   * crowd held together is not let go together and does not return at once): closed at once, it would loop faster.
   */
  coolingHoldMs: 5_000,
  /** Connections held so across all addresses; past this, closed at once. */
  coolingHeldMax: 4_096,
  /**
   * Connections the kernel completes before the site accepts them: a crowd reconnecting at once past Node's 511
   * has its connections dropped, and with them a family's, whose browser retries a second later. (Capped by
   * the kernel's net.core.somaxconn.)
   */
  listenBacklog: 4_096,
  /** All of a request's headers must have arrived by then (slow headers). */
  headersTimeoutMs: 10_000,
  /** Longer than the longest body's own deadline (BODY_RULES), so those answer first. */
  requestTimeoutMs: 150_000,
  /** An idle kept-alive connection is closed after this; a load balancer in front must idle out sooner. */
  keepAliveTimeoutMs: 5_000,
  /** A connection on which nothing moves either way for this long is closed: a client that stopped reading. */
  idleSocketMs: 60_000,
  /** A refused body up to this size is read and dropped, so a browser (which reads an answer only once it has sent its body) sees the answer; a larger one closes the connection. */
  drainedBodyMaxBytes: 16 * 1024 * 1024,
  /** How long a refused body may take to be dropped. */
  drainDeadlineMs: 60_000,
  /** A body slower than this over a window, after the first window, is cut: a byte a second holds nothing. */
  bodyFloorBytesPerSecond: 1_024,
  bodyFloorWindowMs: 10_000,
};

export type FrontDoorLimits = typeof FRONT_DOOR_LIMITS;

export interface FrontDoorOptions {
  /** Next's request handler. */
  handle: (request: http.IncomingMessage, response: http.ServerResponse) => Promise<unknown>;
  /** The site's own origin, to read request addresses against. */
  siteUrl: string;
  /** Proxies in front trusted to write X-Forwarded-For; with none, the socket's address is the client. */
  trustedProxyHops: number;
  /** Called for what the door turns away before Next, with a reason of a bounded set. */
  onRefused?: (reason: string) => void;
  /** Called as each response finishes, with the seconds since its request arrived. */
  onResponse?: (request: http.IncomingMessage, response: http.ServerResponse, seconds: number) => void;
  onError?: (error: unknown) => void;
  limits?: Partial<FrontDoorLimits>;
}

/** Counts per key that free themselves: `take` answers false at the limit, else a function that gives it back once. */
function counter(limit: number) {
  const counts = new Map<string, number>();
  return {
    take(key: string): (() => void) | false {
      const count = counts.get(key) ?? 0;
      if (count >= limit) return false;
      counts.set(key, count + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (counts.get(key) ?? 1) - 1;
        if (left <= 0) counts.delete(key);
        else counts.set(key, left);
      };
    },
  };
}

/**
 * Allowances per key that refill with time (token buckets): `take` spends one and answers whether there was
 * one, `spent` only looks. A key whose allowance is full again is forgotten by `forgetFull`.
 */
export function allowances({ burst, perSecond }: { burst: number; perSecond: number }, now: () => number = () => performance.now()) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refilled = (key: string) => {
    const bucket = buckets.get(key);
    if (!bucket) return burst;
    const time = now();
    bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
    bucket.at = time;
    return bucket.tokens;
  };
  return {
    take(key: string): boolean {
      const tokens = refilled(key);
      if (tokens < 1) return false;
      buckets.set(key, { tokens: tokens - 1, at: now() });
      return true;
    },
    spent: (key: string): boolean => buckets.has(key) && refilled(key) < 1,
    forgetFull() {
      for (const key of buckets.keys()) if (refilled(key) >= burst) buckets.delete(key);
    },
    get size() {
      return buckets.size;
    },
  };
}

/** What a held connection may send before it is closed at once. */
const COOLING_DROPPED_MAX_BYTES = 64 * 1024;

const FILES_TOO_FAST = 'Too many files were asked for from your connection in a short time. Please wait a few seconds.';

const STATUS_TEXT = (status: number) => http.STATUS_CODES[status] ?? 'Error';

/** An answer written on a bare socket (no response object exists for upgrades, CONNECT and parse errors). */
const socketAnswer = (status: number, text: string) =>
  Buffer.from(`HTTP/1.1 ${status} ${STATUS_TEXT(status)}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nCache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);

const SOCKET_ANSWERS = {
  upgrade: socketAnswer(400, 'This site takes no upgraded connections.'),
  connect: socketAnswer(405, 'Method not allowed'),
  tooManyConnections: socketAnswer(503, 'Too many connections from your address. Please try again in a minute.'),
  timeout: socketAnswer(408, 'The request took too long to arrive.'),
  headersTooLarge: socketAnswer(431, 'The request could not be read.'),
  unreadable: socketAnswer(400, 'The request could not be read.'),
};

/** Writes the answer and closes: destroyed once its few bytes are with the kernel, whether or not the client reads them. */
function answerSocket(socket: Duplex, answer: Buffer) {
  if (!socket.writable) return void socket.destroy();
  socket.end(answer, () => socket.destroy());
}

/** A refusal sent at once, before any body is read; `close` ends the connection with it. */
function refuse(response: http.ServerResponse, decision: Extract<DoorDecision, { answer: 'refuse' }>, asJson: boolean, close = true) {
  const body = asJson ? JSON.stringify({ error: decision.text }) : decision.text;
  response.writeHead(decision.status, {
    'content-type': asJson ? 'application/json' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...NO_STORE,
    ...decision.headers,
    ...(close ? { connection: 'close' } : {}),
  });
  response.end(body);
}

// Next sets a page's Vary with setHeader, replacing any set before it; the door's own response object adds
// its part as the head is written (every write of a head, implicit or not, goes through writeHead).
function varyAlsoOn(response: http.ServerResponse, header: string) {
  const writeHead = response.writeHead;
  response.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
    const current = this.getHeader('vary');
    const values = (Array.isArray(current) ? current.join(', ') : String(current ?? '')).split(',').map((value) => value.trim()).filter(Boolean);
    if (!values.some((value) => value.toLowerCase() === header.toLowerCase())) this.setHeader('vary', [header, ...values].join(', '));
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

// The whole body of a request, read without ending the stream and put back in front of it, so the handler
// reads it as it came; null when the client went away first.
function bodyPutBack(request: http.IncomingMessage, length: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (body: Buffer | null) => {
      request.off('readable', take);
      request.off('close', gone);
      if (body) request.unshift(body);
      resolve(body);
    };
    const gone = () => finish(null);
    // Reads no further than the declared length: a read past it would end the stream.
    function take() {
      while (size < length) {
        const chunk = request.read() as Buffer | null;
        if (chunk === null) return;
        chunks.push(chunk);
        size += chunk.length;
      }
      finish(Buffer.concat(chunks, size));
    }
    request.on('readable', take);
    request.once('close', gone);
    if (length === 0) finish(Buffer.alloc(0));
  });
}

/** Whether a multipart body parses as a form, as the platform's own parser (Next's) reads it. */
async function isReadableForm(body: Buffer, contentType: string): Promise<boolean> {
  try {
    await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

/** Request headers as a Headers object, as the door has set them (X-Forwarded-For its own); a value Headers refuses is dropped. */
function headersOf(request: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {}
  }
  return headers;
}

// Cuts a body that stops or crawls, or outlasts its deadline or its size, by the bytes the socket has read.
// The pace is judged over whole windows; the deadline and the size at each tick of a second or less.
function watchBody(request: http.IncomingMessage, deadlineMs: number, limits: FrontDoorLimits, onCut: (reason: string) => void, maxBytes = Infinity): () => void {
  const { socket } = request;
  const started = Date.now();
  const startBytes = socket.bytesRead;
  let windowStartBytes = startBytes;
  let windowStartedAt = started;
  let windows = 0;
  const floorBytes = (limits.bodyFloorBytesPerSecond * limits.bodyFloorWindowMs) / 1000;
  const check = () => {
    if (request.complete) return stop();
    const now = Date.now();
    let tooSlow = false;
    if (now - windowStartedAt >= limits.bodyFloorWindowMs) {
      windows += 1;
      // The first window is the client's to start in (a phone waking its radio).
      tooSlow = windows > 1 && socket.bytesRead - windowStartBytes < floorBytes;
      windowStartBytes = socket.bytesRead;
      windowStartedAt = now;
    }
    const late = now - started >= deadlineMs;
    const tooLarge = socket.bytesRead - startBytes > maxBytes;
    if (late || tooLarge || tooSlow) {
      stop();
      onCut(late ? 'body_deadline' : tooLarge ? 'body_too_large' : 'body_too_slow');
      socket.destroy();
    }
  };
  const timer = setInterval(check, Math.min(limits.bodyFloorWindowMs, deadlineMs, 1_000));
  timer.unref();
  function stop() {
    clearInterval(timer);
  }
  return stop;
}

export function createFrontDoor(options: FrontDoorOptions): http.Server {
  const limits: FrontDoorLimits = { ...FRONT_DOOR_LIMITS, ...options.limits };
  const connections = counter(limits.connectionsPerAddress);
  const bodies = counter(limits.bodiesPerClient);
  const fileStreams = counter(limits.fileStreamsPerClient);
  const fileRequests = allowances(limits.fileRequestsPerClient);
  const refusalAllowance = allowances(limits.refusalsPerAddress);
  // Per address only where the socket's address is the client's; behind proxies their own bounds apply.
  const byAddress = options.trustedProxyHops === 0;
  const refused = (reason: string, client?: string) => {
    options.onRefused?.(reason);
    if (byAddress && client) refusalAllowance.take(client);
  };
  // Held, neither answered nor handed on, then closed: a client looping on refusals slows down. (Node's parser
  // reads the socket whatever its stream's pause, so what it parses there is dropped by the handlers below.)
  const cooling = new WeakSet<Duplex>();
  let held = 0;
  const cool = (socket: Duplex) => {
    if (cooling.has(socket)) return;
    options.onRefused?.('refusals_per_address');
    if (held >= limits.coolingHeldMax) return void socket.destroy();
    cooling.add(socket);
    held += 1;
    const timer = setTimeout(() => socket.destroy(), limits.coolingHoldMs * (1 + Math.random() / 2));
    timer.unref();
    socket.once('close', () => {
      clearTimeout(timer);
      held -= 1;
    });
  };
  // Every way in asks this first: a socket already held, or one whose address is past its refusals (held from now).
  const isHeld = (socket: Duplex): boolean => {
    if (cooling.has(socket)) return true;
    if (!byAddress || !refusalAllowance.spent(socketClient(socket))) return false;
    cool(socket);
    return true;
  };
  // An upgraded or CONNECT socket is the handler's alone, no parser reads it: a held one is read and dropped,
  // so a client that hangs up is closed at once, not left half-open. (Elsewhere the parser sees the hang-up.)
  const holdRaw = (socket: Duplex) => {
    cool(socket);
    let dropped = 0;
    socket.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > COOLING_DROPPED_MAX_BYTES) socket.destroy();
    });
    socket.once('end', () => socket.destroy());
    socket.resume();
  };
  const forgetting = setInterval(() => [fileRequests, refusalAllowance].forEach((each) => each.forgetFull()), 10_000);
  forgetting.unref();
  // Node hands upgrades and parse errors a Duplex, which is the connection's socket.
  const socketClient = (socket: Duplex) => addressKey(('remoteAddress' in socket && typeof socket.remoteAddress === 'string' && socket.remoteAddress) || 'unknown');
  const base = new URL(options.siteUrl);

  const server = http.createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node's own check of what a client may write in a header (no bare CR or LF, no NUL).
    insecureHTTPParser: false,
  });
  server.setTimeout(limits.idleSocketMs, (socket) => {
    refused('idle_socket');
    socket.destroy();
  });
  server.once('close', () => clearInterval(forgetting));

  // Behind trusted proxies every connection comes from them: the per-client bounds below count by header.
  if (byAddress) {
    server.on('connection', (socket) => {
      if (isHeld(socket)) return;
      const client = socketClient(socket);
      const release = connections.take(client);
      if (!release) {
        refused('connections_per_address', client);
        answerSocket(socket, SOCKET_ANSWERS.tooManyConnections);
        return;
      }
      socket.once('close', release);
    });
  }
  // The site has no WebSocket and is no tunnel: answered and closed, never handed on.
  server.on('upgrade', (_request: http.IncomingMessage, socket: Duplex) => {
    if (isHeld(socket)) return holdRaw(socket);
    refused('upgrade', socketClient(socket));
    answerSocket(socket, SOCKET_ANSWERS.upgrade);
  });
  server.on('connect', (_request: http.IncomingMessage, socket: Duplex) => {
    if (isHeld(socket)) return holdRaw(socket);
    refused('connect', socketClient(socket));
    answerSocket(socket, SOCKET_ANSWERS.connect);
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    if (isHeld(socket)) return;
    refused('client_error', socketClient(socket));
    answerSocket(socket, error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? SOCKET_ANSWERS.timeout : error.code === 'HPE_HEADER_OVERFLOW' ? SOCKET_ANSWERS.headersTooLarge : SOCKET_ANSWERS.unreadable);
  });
  // `Expect: 100-continue`: judged by its headers, and told to send its body only when it may.
  server.on('checkContinue', (request: http.IncomingMessage, response: http.ServerResponse) => void receive(request, response, true));
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => void receive(request, response, false));

  async function receive(request: http.IncomingMessage, response: http.ServerResponse, expectsContinue: boolean) {
    // A kept-alive connection of an address past its refusals is held as a new one would be.
    if (isHeld(request.socket)) return;
    const started = performance.now();
    const requestId = requestIdFor(request.headers['x-request-id']);
    request.headers['x-request-id'] = requestId;
    response.setHeader('x-request-id', requestId);
    for (const [name, value] of SECURITY_HEADERS) response.setHeader(name, value);
    if (options.trustedProxyHops === 0) {
      // Next adds the socket address only when X-Forwarded-For is missing: a client could name itself.
      const address = request.socket.remoteAddress;
      if (address) request.headers['x-forwarded-for'] = address;
      else delete request.headers['x-forwarded-for'];
    }
    delete request.headers['x-vercel-id'];
    request.headers[FRONT_DOOR_HEADER] = '1';
    if (options.onResponse) response.once('finish', () => options.onResponse!(request, response, (performance.now() - started) / 1000));
    await runInRequest({ requestId }, () => admit(request, response, expectsContinue)).catch((error: unknown) => {
      options.onError?.(error);
      if (!response.headersSent) refuse(response, { answer: 'refuse', status: 500, text: 'The page could not be served.' }, false);
      else response.destroy();
    });
  }

  // A browser reads an answer only once it has sent its body, and shows a reset connection as a failure:
  // a refused body is read and dropped (Node does so after the answer), within the pace floor, a deadline,
  // a size and the client's bodies in flight. False when the connection must close instead.
  function keepReadableWhileDropped(request: http.IncomingMessage, response: http.ServerResponse, headers: Headers, client: string, expectsContinue: boolean): boolean {
    if (!declaresBody(headers) || expectsContinue) return false;
    if (Number(headers.get('content-length') ?? 0) > limits.drainedBodyMaxBytes) return false;
    const release = bodies.take(client);
    if (!release) return false;
    const stopWatching = watchBody(request, limits.drainDeadlineMs, limits, refused, limits.drainedBodyMaxBytes);
    const done = () => {
      stopWatching();
      release();
    };
    request.once('end', done);
    request.once('close', done);
    response.once('close', () => {
      if (request.complete) done();
    });
    return true;
  }

  async function admit(request: http.IncomingMessage, response: http.ServerResponse, expectsContinue: boolean) {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', base);
      if (!request.url?.startsWith('/')) throw new Error('not a path');
    } catch {
      refused('bad_address', socketClient(request.socket));
      return refuse(response, { answer: 'refuse', status: 400, text: 'The request could not be read.' }, false);
    }
    const headers = headersOf(request);
    const decided = await decide({ method: request.method ?? '', url, headers });
    // A query the page does not read is dropped in place, and the address without it decides the rest.
    if (decided.answer === 'clean') request.url = `${decided.url.pathname}${decided.url.search}`;
    const decision = decided.answer === 'clean' ? decided.then : decided;
    const asJson = url.pathname.startsWith('/api/');
    const client = clientKey(headers, options.trustedProxyHops);
    switch (decision.answer) {
      case 'refuse': {
        refused(`status_${decision.status}`, client);
        const close = !keepReadableWhileDropped(request, response, headers, client, expectsContinue);
        return refuse(response, decision, asJson, close);
      }
      case 'redirect': {
        const location = decision.location.origin === base.origin ? `${decision.location.pathname}${decision.location.search}` : decision.location.href;
        // Sent before a body it will not read (a career post too large): dropped as it arrives, or the connection closed.
        const close = declaresBody(headers) && !keepReadableWhileDropped(request, response, headers, client, expectsContinue);
        response.writeHead(decision.status, { location, ...NO_STORE, 'content-length': 0, ...(close ? { connection: 'close' } : {}) });
        return response.end();
      }
      case 'rewrite':
        request.url = `${decision.url.pathname}${decision.url.search}`;
        break;
    }
    if ((decision.answer === 'pass' || decision.answer === 'rewrite') && decision.vary) varyAlsoOn(response, decision.vary);
    const cacheControl = cacheControlFor(url.pathname);
    if (cacheControl) response.setHeader('cache-control', cacheControl);
    const releases: (() => void)[] = [];
    if (decision.answer === 'pass' && decision.body) {
      const release = bodies.take(client);
      if (!release) {
        refused('bodies_per_client', client);
        return refuse(response, { answer: 'refuse', status: 429, text: 'Too many forms are arriving from your connection at once. Please wait for the first to finish.' }, asJson);
      }
      releases.push(release, watchBody(request, decision.body.deadlineMs, limits, refused));
      if (expectsContinue) response.writeContinue();
      // A page's own post is read by Next's action handler, which answers a malformed multipart body with 500:
      // bounded (its declared length, BODY_RULES), it is read here first and handed on as it came.
      if (decision.body.pagePost && headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
        const body = await bodyPutBack(request, Number(headers.get('content-length')));
        if (body === null || !(await isReadableForm(body, headers.get('content-type')!))) {
          releases.forEach((give) => give());
          if (body === null) return;
          refused('malformed_form', client);
          return refuse(response, { answer: 'refuse', status: 400, text: FORM_ERRORS.badRequest }, false, false);
        }
      }
    } else if (expectsContinue) {
      // A request that takes no body was refused above if it declared one.
      response.writeContinue();
    }
    // A file the door passes is read from the provider: each costs it and the site a request.
    if (url.pathname.startsWith('/files/') && decision.answer === 'pass') {
      if (!fileRequests.take(client)) {
        releases.forEach((give) => give());
        refused('file_requests_per_client', client);
        return refuse(response, { answer: 'refuse', status: 429, text: FILES_TOO_FAST, headers: { 'retry-after': '5' } }, false, false);
      }
      if (request.method === 'GET') {
        const release = fileStreams.take(client);
        if (!release) {
          releases.forEach((give) => give());
          refused('file_streams_per_client', client);
          return refuse(response, { answer: 'refuse', status: 429, text: 'Too many files are downloading to your connection at once. Please wait for one to finish.', headers: { 'retry-after': '10' } }, false);
        }
        releases.push(release);
      }
    }
    if (releases.length > 0) response.once('close', () => releases.forEach((give) => give()));
    await options.handle(request, response);
  }

  return server;
}
