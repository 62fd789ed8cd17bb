import 'server-only';
import { settings } from '@/lib/server/settings';
import { withTimeout } from '@/lib/cache/redisClient';
import { attemptDelivery, decodePost, encodePost, type AttemptResult, type ErasureOutcome, type OutboxPost } from '../delivery';
import { nextAttemptAt, type BackoffRules } from './backoff';
import { loadKey, seal, unseal } from './sealing';
import { outboxSettings } from '@/lib/server/settings';
import type { OutboxSettings } from '@/lib/server/settings';
import { openSqliteStore, OutboxFullError, type ConsentRecord } from './sqliteStore';
import { addPost, outboxQueue, outboxRedisClient, outboxWorker, pendingCount, purgeConsents, purgePosts, queueStats, recordConsent, rejectPost, senderOf, unrecoverable, type OutboxJob } from './redisQueue';
import { isSameSender, senderKey, senderTag } from './sender';
import { log, reasonOf } from '@/lib/observability/log';
import { holdStopUntil } from '@/lib/server/lifecycle';
import { processWide } from '@/lib/server/processWide';

const { formForwardTimeoutMs } = settings;

/** The outbox could not take the post (Redis away): it is sent directly instead. */
export class OutboxUnavailableError extends Error {
  override name = 'OutboxUnavailableError';
}

// Each bundle has its own copy of the error classes, so they are told apart by name.
export const isOutboxError = (error: unknown, kind: 'OutboxUnavailableError' | 'OutboxFullError') => error instanceof Error && error.name === kind;

export interface OutboxCounts {
  pending: number;
  undeliverable: number;
  oldestPendingAt: number | null;
}

/** Where posts wait for the provider: the embedded SQLite file, or a queue on Redis. */
export interface Outbox {
  mode: 'embedded' | 'redis';
  /** Durable once it resolves. Throws OutboxFullError, OutboxUnavailableError, or a write error. */
  accept(post: OutboxPost): Promise<void>;
  /** Keeps what the sender agreed to, without the post's content, for the consent keep period; the sender's e-mail only as a keyed hash. */
  recordConsent(record: ConsentRecord, senderEmail: string): Promise<void>;
  /** Erases the post only where `email` is the one it was sent with; `not matched` keeps it, and the office decides. */
  erase(reference: string, email: string): Promise<Extract<ErasureOutcome, 'erased' | 'not matched' | 'absent'>>;
  /** Records the attempt made while the visitor waited. */
  settle(reference: string, form: string, result: AttemptResult): Promise<void>;
  counts(): Promise<OutboxCounts>;
  /** Delivers what is due, in the background, for as long as the process runs. */
  startWorker(): void;
  /** Delivers what is due now, within `budgetMs`: for a scheduler's call where no process stays up. */
  deliverDue(budgetMs: number): Promise<void>;
  /** Takes no more posts to deliver, waits for the delivery under way, and closes the database or queue. */
  close(): Promise<void>;
}

/** Time an attempt may take: no worker takes a post while its attempt may still be running. */
const LEASE_MS = formForwardTimeoutMs + 5_000;
const PURGE_EVERY_MS = 3_600_000;

/** One line per change of a post's state: reference, form, state. Never a field. */
function logPost(reference: string, form: string, state: string, detail = '') {
  const line = { event: 'outbox.post', reference, form, state, ...(detail ? { detail } : {}) };
  if (state === 'undeliverable') log.warn(line, 'outbox post undeliverable');
  else log.info(line, `outbox post ${state}`);
}

/** Whether a post was sent from this e-mail address (case aside): read from a post kept before senders' tags were. */
const sentBy = (post: OutboxPost, email: string) => post.fields.email.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * Whether `email` sent the post: by its consent record's tag, or, for a post recorded before tags were
 * kept, by its sealed copy while it has one. One tag is made and compared whatever is found.
 */
function matchesSender(tagKey: Buffer, reference: string, email: string, stored: string | null | undefined, sealedSender: () => boolean): boolean {
  const claimed = senderTag(tagKey, reference, email);
  const byTag = isSameSender(stored, claimed);
  return stored === null || stored === undefined ? sealedSender() : byTag;
}

const rulesOf = (settings: OutboxSettings): BackoffRules => ({ retryBaseMs: settings.retryBaseMs, retryCapMs: settings.retryCapMs, giveUpMs: settings.giveUpMs });

function embeddedOutbox(settings: OutboxSettings): Outbox {
  const store = openSqliteStore(settings.dir, settings);
  const key = loadKey(settings.key, settings.dir);
  const tagKey = senderKey(key);
  const rules = rulesOf(settings);

  const settle = async (reference: string, form: string, result: AttemptResult, now = Date.now()) => {
    if (result.outcome === 'delivered') {
      if (store.markDelivered(reference, now)) logPost(reference, form, 'delivered');
      return;
    }
    if (result.outcome === 'rejected') {
      store.markUndeliverable(reference, result.reason, now);
      logPost(reference, form, 'undeliverable', result.reason);
      return;
    }
    const window = store.retryWindow(reference);
    if (!window) return;
    const at = nextAttemptAt(window.attempts + 1, window.windowStart, now, rules);
    if (at === null) {
      store.markUndeliverable(reference, `gave up: ${result.reason}`, now);
      logPost(reference, form, 'undeliverable', `retried for ${Math.round(settings.giveUpMs / 86_400_000)} days; ${result.reason}`);
      return;
    }
    store.retryAt(reference, at, result.reason, result.reached);
    logPost(reference, form, 'pending', `attempt ${window.attempts + 1}: ${result.reason}; next in ${Math.round((at - now) / 1000)} s`);
  };

  let running = false;
  let closed = false;
  let round: Promise<number> = Promise.resolve(0);
  let lastPurge = 0;
  const tick = async () => {
    const now = Date.now();
    if (now - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now;
      const purged = store.purge(now - settings.keepMs);
      if (purged) log.info({ event: 'outbox.purged', count: purged }, 'settled posts older than the keep period deleted');
      store.purgeConsents(now - settings.consentKeepMs);
    }
    const claimed = store.claimDue(now, LEASE_MS, 4);
    for (const due of claimed) {
      let post: OutboxPost;
      try {
        post = { ...decodePost(unseal(key, due.reference, due.payload)), possiblyRepeated: due.mayRepeat };
      } catch {
        store.markUndeliverable(due.reference, 'cannot be opened with this key', Date.now());
        logPost(due.reference, due.form, 'undeliverable', 'cannot be opened with this key');
        continue;
      }
      store.beginAttempt(due.reference);
      await settle(due.reference, due.form, await attemptDelivery(post));
    }
    return claimed.length;
  };

  return {
    mode: 'embedded',
    async accept(post) {
      const now = Date.now();
      store.add({ reference: post.reference, form: post.form, payload: seal(key, post.reference, encodePost(post)), now, firstAttemptAt: now + LEASE_MS });
    },
    settle: (reference, form, result) => settle(reference, form, result),
    async recordConsent(record, senderEmail) {
      store.recordConsent({ ...record, sender: senderTag(tagKey, record.reference, senderEmail) });
    },
    async erase(reference, email) {
      const row = store.sealedOf(reference);
      const stored = store.senderOf(reference);
      const matched = matchesSender(tagKey, reference, email, stored, () => Boolean(row?.payload) && sentBy(decodePost(unseal(key, reference, row!.payload!)), email));
      if (!row && stored === undefined) return 'absent';
      if (!matched) return 'not matched';
      if (row) store.drop(reference);
      logPost(reference, row?.form ?? 'post', 'erased');
      return 'erased';
    },
    async counts() {
      return store.stats();
    },
    async deliverDue(budgetMs) {
      const until = Date.now() + budgetMs;
      // Rounds of a few posts each, until nothing is due or the time is spent.
      while (Date.now() < until && (await tick()) > 0);
    },
    startWorker() {
      if (running) return;
      running = true;
      // A round that found posts due is followed at once by the next, so a backlog drains quickly.
      const loop = () => {
        if (closed) return;
        round = tick().catch((error) => {
          log.error({ event: 'outbox.round_failed', reason: reasonOf(error) }, 'outbox delivery round failed');
          return 0;
        });
        holdStopUntil(round);
        void round.then((handled) => setTimeout(loop, handled > 0 ? 0 : settings.pollMs).unref());
      };
      loop();
    },
    async close() {
      closed = true;
      await round;
      store.close();
    },
  };
}

/** Redis commands from a visitor's request are bounded: a hung Redis must not hold the answer. */
const REDIS_POST_TIMEOUT_MS = 1_500;

function redisOutbox(settings: OutboxSettings, redisUrl: string): Outbox {
  const key = loadKey(settings.key, null);
  const tagKey = senderKey(key);
  const rules = rulesOf(settings);
  const client = outboxRedisClient(redisUrl);
  const queue = outboxQueue(client);
  queue.on('error', () => undefined);
  let worker: ReturnType<typeof outboxWorker> | undefined;

  const nextDelay = (attemptsMade: number, job: OutboxJob) => {
    const now = Date.now();
    const at = nextAttemptAt(attemptsMade + 1, job.data.windowStart ?? job.timestamp, now, rules);
    return at === null ? -1 : at - now;
  };

  const deliverJob = async (job: OutboxJob) => {
    const reference = String(job.id);
    if (job.data.rejected) throw unrecoverable(job.data.rejected);
    let post: OutboxPost;
    try {
      post = decodePost(unseal(key, reference, Buffer.from(job.data.sealed, 'base64')));
    } catch {
      throw unrecoverable('cannot be opened with this key');
    }
    // The visitor's own attempt came first (sent directly): unless it is known not to have reached the
    // provider, this one may repeat it, as may any after a failed or stalled (stopped mid-send) attempt.
    const result = await attemptDelivery({ ...post, possiblyRepeated: job.attemptsMade > 0 || (job.stalledCounter ?? 0) > 0 || !job.data.unreached });
    if (result.outcome === 'rejected') throw unrecoverable(result.reason);
    if (result.outcome === 'retry') throw new Error(result.reason);
  };

  return {
    mode: 'redis',
    async accept(post) {
      const sealed = seal(key, post.reference, encodePost(post));
      const pending = await withTimeout(pendingCount(queue), REDIS_POST_TIMEOUT_MS).catch(() => {
        throw new OutboxUnavailableError('Redis did not answer');
      });
      if (pending >= settings.maxPending) throw new OutboxFullError('the outbox is full');
      await withTimeout(addPost(queue, { reference: post.reference, form: post.form, sealed, delayMs: LEASE_MS }), REDIS_POST_TIMEOUT_MS).catch(() => {
        throw new OutboxUnavailableError('Redis did not answer');
      });
    },
    async settle(reference, form, result) {
      const job = (await queue.getJob(reference)) as OutboxJob | undefined;
      if (!job) return;
      if (result.outcome === 'delivered') {
        await job.remove();
        logPost(reference, form, 'delivered');
      } else if (result.outcome === 'rejected') {
        await rejectPost(job, result.reason);
        logPost(reference, form, 'undeliverable', result.reason);
      } else {
        const delay = nextDelay(0, job);
        if (!result.reached) await job.updateData({ ...job.data, unreached: true });
        await job.changeDelay(Math.max(delay, 0));
        logPost(reference, form, 'pending', `attempt 1: ${result.reason}; next in ${Math.round(delay / 1000)} s`);
      }
    },
    recordConsent: (record, senderEmail) => withTimeout(recordConsent(client, record, senderTag(tagKey, record.reference, senderEmail), settings.consentKeepMs), REDIS_POST_TIMEOUT_MS),
    async erase(reference, email) {
      const [job, stored] = await withTimeout(Promise.all([queue.getJob(reference) as Promise<OutboxJob | undefined>, senderOf(client, reference)]), REDIS_POST_TIMEOUT_MS);
      const matched = matchesSender(tagKey, reference, email, stored, () => Boolean(job) && sentBy(decodePost(unseal(key, reference, Buffer.from(job!.data.sealed, 'base64'))), email));
      if (!job && stored === undefined) return 'absent';
      if (!matched) return 'not matched';
      if (job) await job.remove();
      logPost(reference, job?.name ?? 'post', 'erased');
      return 'erased';
    },
    counts: () => withTimeout(queueStats(queue, client), REDIS_POST_TIMEOUT_MS),
    startWorker() {
      if (worker) return;
      worker = outboxWorker(client, deliverJob, nextDelay);
      worker.on('error', () => undefined);
      worker.on('completed', (job) => logPost(String(job.id), job.name, 'delivered'));
      worker.on('failed', (job, error) => {
        if (!job) return;
        const final = error.name === 'UnrecoverableError' || job.finishedOn !== undefined;
        logPost(String(job.id), job.name, final ? 'undeliverable' : 'pending', `attempt ${job.attemptsMade + 1}: ${error.message}`);
      });
      const purge = () => {
        void purgePosts(queue, settings.keepMs).catch(() => undefined);
        void purgeConsents(client, Date.now() - settings.consentKeepMs).catch(() => undefined);
      };
      setInterval(purge, PURGE_EVERY_MS).unref();
    },
    async deliverDue(budgetMs) {
      const drain = outboxWorker(client, deliverJob, nextDelay, { autorun: false });
      drain.on('error', () => undefined);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const drained = new Promise<void>((resolve) => {
        drain.once('drained', () => resolve());
        timer = setTimeout(resolve, budgetMs);
      });
      void drain.run().catch(() => undefined);
      await drained;
      clearTimeout(timer);
      await drain.close();
      await purgePosts(queue, settings.keepMs).catch(() => undefined);
    },
    async close() {
      // BullMQ's close waits for the jobs in hand to finish.
      await worker?.close();
      await queue.close();
      await client.quit().catch(() => undefined);
    },
  };
}

interface OutboxSlot {
  outbox: Outbox | null;
  /** Why there is no outbox, when one was asked for. */
  problem?: string;
}

// Null on Vercel without Redis, where no process stays up to retry, and when the outbox cannot start
// (its problem is kept for the health check).
export function formOutbox(): OutboxSlot {
  return processWide('forms.outbox', () => {
    const settings = outboxSettings();
    try {
      if (settings.mode === 'off') return { outbox: null };
      if (settings.mode === 'redis') return { outbox: redisOutbox(settings, settings.redisUrl!) };
      return { outbox: embeddedOutbox(settings) };
    } catch (error) {
      const problem = reasonOf(error);
      log.error({ event: 'outbox.not_started', reason: problem }, 'outbox not started; forms are sent directly');
      return { outbox: null, problem };
    }
  });
}

export interface OutboxHealth {
  mode: 'embedded' | 'redis' | 'off';
  ok: boolean;
  pending?: number;
  oldestPendingAgeSeconds?: number | null;
  undeliverable?: number;
  error?: string;
}

/** An hour-old pending post means the provider has been refusing or unreachable for that long. */
const STALE_PENDING_MS = 3_600_000;

export async function outboxHealth(now = Date.now()): Promise<OutboxHealth> {
  const { outbox, problem } = formOutbox();
  const mode = outbox?.mode ?? (problem ? outboxSettings().mode : 'off');
  if (!outbox) return problem ? { mode, ok: false, error: problem } : { mode, ok: true };
  try {
    const { pending, undeliverable, oldestPendingAt } = await outbox.counts();
    const age = oldestPendingAt === null ? null : now - oldestPendingAt;
    return { mode, ok: age === null || age <= STALE_PENDING_MS, pending, oldestPendingAgeSeconds: age === null ? null : Math.round(age / 1000), undeliverable };
  } catch (error) {
    return { mode, ok: false, error: reasonOf(error) };
  }
}
