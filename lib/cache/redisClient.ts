// One Redis connection per process. A sick Redis must never hold a page, and node-redis never times out a
// command once sent, so there is no offline queue and every caller bounds its commands.
import { createRequire } from 'node:module';
import path from 'node:path';
import { log, reasonOf } from '../observability/log.ts';
import { processWide } from '../server/processWide.ts';

// Loaded only where a Redis URL is set: once loaded, node-redis 5 slows every response of the process
// (docs/performance.md).
export const requireAtRuntime = createRequire(path.join(process.cwd(), 'package.json'));

export const REDIS_TIMEOUTS = Object.freeze({
  /** A TCP connect and handshake that takes longer is given up and tried again. */
  connectMs: 1000,
  /** No byte from Redis for this long: the socket is dropped and reconnected. */
  socketMs: 3000,
  pingMs: 1000,
  /** One command: a rate-limit count, a ping. */
  commandMs: 400,
  /** One cache read or write, a few commands in turn. */
  operationMs: 600,
  /** After a failure, Redis is pinged this often, in the background, until it answers again. */
  retryMs: 1000,
});

export type RedisClient = import('@redis/client').RedisClientType;

// Failures are logged once every 30 s: reconnects fail many times a minute while Redis is away. A client
// whose reads block on purpose (BullMQ's) takes no `socketTimeoutMs`.
export function newRedisClient(url: string, { socketTimeoutMs, event, message }: { socketTimeoutMs?: number; event: string; message: string }): RedisClient {
  const { createClient } = requireAtRuntime('@redis/client') as typeof import('@redis/client');
  const client = (createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: REDIS_TIMEOUTS.pingMs,
    socket: {
      connectTimeout: REDIS_TIMEOUTS.connectMs,
      ...(socketTimeoutMs ? { socketTimeout: socketTimeoutMs } : {}),
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  }) as RedisClient);
  let lastLogged = 0;
  client.on('error', (error: Error) => {
    if (Date.now() - lastLogged > 30_000) {
      lastLogged = Date.now();
      log.warn({ event, reason: error.message }, message);
    }
  });
  client.connect().catch(() => undefined);
  return client;
}

/** The shared client for `url`; null when no URL is set. */
export function sharedRedisClient(url: string | undefined): RedisClient | null {
  if (!url) return null;
  return processWide('redis.client', () =>
    newRedisClient(url, {
      socketTimeoutMs: REDIS_TIMEOUTS.socketMs,
      event: 'redis.error',
      message: "Redis failed; pages are served from this instance's own cache meanwhile",
    }),
  );
}

/** A promise bounded in time: rejects after `ms` whatever the promise does. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer)) as Promise<T>;
}

// While open, calls fail at once and a probe runs at most every `retryMs`: only the visitor whose request
// found the service stopped waits on it.
export function createCircuit({ retryMs, probe, now = Date.now, onChange = () => undefined }: { retryMs: number; probe: () => Promise<boolean>; now?: () => number; onChange?: (open: boolean) => void }) {
  let open = false;
  const setOpen = (next: boolean) => {
    if (next !== open) onChange(next);
    open = next;
  };
  let probing = false;
  let probedAt = 0;
  const probeInBackground = () => {
    if (probing || now() - probedAt < retryMs) return;
    probing = true;
    probedAt = now();
    probe()
      .then((well) => {
        if (well) setOpen(false);
      })
      .catch(() => undefined)
      .finally(() => {
        probing = false;
      });
  };
  return {
    isOpen: (): boolean => open,
    /** Runs `call` unless the circuit is open; a failure opens it. */
    async run<T>(call: () => Promise<T>): Promise<T> {
      if (open) {
        probeInBackground();
        throw new Error('Redis is left alone after a failure');
      }
      try {
        return await call();
      } catch (error) {
        setOpen(true);
        probedAt = now();
        throw error;
      }
    },
  };
}

/** Whether Redis answers a PING in time, and how long it took. */
export async function pingRedis(client: RedisClient): Promise<{ ok: boolean; latencyMs: number; error?: string }> {
  const started = performance.now();
  try {
    // A client still connecting (a fresh instance, a reconnect) gets the time a connect may take.
    if (!client.isReady) await withTimeout(new Promise((resolve) => client.once('ready', resolve)), REDIS_TIMEOUTS.connectMs);
    await withTimeout(client.ping(), REDIS_TIMEOUTS.commandMs * 2);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: reasonOf(error) };
  }
}
