// @ts-check
/**
 * The outbox on Redis: a BullMQ queue, so any instance can deliver a post and a killed instance loses
 * none (a job it held is taken over once its lock lapses). Job ids are the posts' references; job data
 * holds the sealed content only (the caller encrypts it), never a field in the clear.
 */
import { newRedisClient, requireAtRuntime } from '../../cache/redisClient.mjs';

const QUEUE = 'forms';
const PREFIX = 'kvns:outbox';

/** BullMQ, loaded with the Redis client only by an outbox on Redis (redisClient.mjs says why). */
const bullmq = () => /** @type {typeof import('bullmq')} */ (requireAtRuntime('bullmq'));

/** @typedef {{ sealed: string, rejected?: string, windowStart?: number }} JobData */
/** @typedef {import('bullmq').Job<JobData>} OutboxJob */

/**
 * A client of its own: the queue's commands must fail at once while Redis is away (no offline queue),
 * so a post can fall back to direct delivery; BullMQ duplicates it for its blocking reads.
 * @param {string} url
 */
export function outboxRedisClient(url) {
  return newRedisClient(url, { event: 'outbox.redis_error', message: 'outbox Redis failed' });
}

/** @typedef {ReturnType<typeof outboxRedisClient>} OutboxRedisClient */

/**
 * @param {OutboxRedisClient} client
 */
export function outboxQueue(client) {
  return new (bullmq().Queue)(QUEUE, { connection: /** @type {never} */ (client), prefix: PREFIX });
}

/** @typedef {ReturnType<typeof outboxQueue>} OutboxQueue */

/**
 * Adds a post, due after `delayMs` (the lease of the attempt its request makes at once).
 * @param {OutboxQueue} queue
 * @param {{ reference: string, form: string, sealed: Buffer, delayMs: number }} post
 */
export async function addPost(queue, { reference, form, sealed, delayMs }) {
  await queue.add(form, { sealed: sealed.toString('base64') }, {
    jobId: reference,
    delay: delayMs,
    // The backoff strategy gives up when the retry window is over; attempts only bounds a runaway.
    attempts: 100_000,
    backoff: { type: 'outbox' },
    removeOnComplete: true,
    removeOnFail: false,
  });
}

/**
 * Delivery failed for good: kept as undeliverable. The job is run once more by a worker, which fails
 * it without calling the provider (a job can only be failed by the worker that holds it).
 * @param {OutboxJob} job
 * @param {string} reason
 */
export async function rejectPost(job, reason) {
  await job.updateData({ ...job.data, rejected: reason });
  await job.changeDelay(0);
}

/**
 * @param {OutboxRedisClient} client
 * @param {(job: OutboxJob) => Promise<void>} process delivers, or throws: UnrecoverableError when the post is undeliverable
 * @param {(attempt: number, job: OutboxJob) => number} nextDelayMs the delay before retry `attempt`; -1 gives up
 * @param {{ autorun?: boolean }} [options]
 */
export function outboxWorker(client, process, nextDelayMs, { autorun = true } = {}) {
  return new (bullmq().Worker)(QUEUE, process, {
    connection: /** @type {never} */ (client),
    prefix: PREFIX,
    autorun,
    concurrency: 2,
    // A killed instance's job returns to the queue once its lock lapses.
    lockDuration: 30_000,
    settings: { backoffStrategy: (attemptsMade, _type, _error, job) => nextDelayMs(attemptsMade, /** @type {OutboxJob} */ (job)) },
  });
}

/**
 * An error that ends a job's retries: the post is kept as undeliverable.
 * @param {string} reason
 */
export const unrecoverable = (reason) => new (bullmq().UnrecoverableError)(reason);

const PENDING_STATES = /** @type {const} */ (['wait', 'delayed', 'active', 'prioritized']);

/**
 * Posts waiting, delayed or in hand.
 * @param {OutboxQueue} queue
 */
export async function pendingCount(queue) {
  const counts = await queue.getJobCounts(...PENDING_STATES);
  return PENDING_STATES.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
}

/**
 * Pending (waiting, delayed, in hand) and undeliverable counts, and the oldest pending post's time:
 * counted in Redis, and only the first job id of each state and its creation time read, never a post.
 * @param {OutboxQueue} queue
 * @param {OutboxRedisClient} client
 */
export async function queueStats(queue, client) {
  const counts = await queue.getJobCounts(...PENDING_STATES, 'failed');
  const firstIds = (await Promise.all(PENDING_STATES.map((state) => queue.getRanges([state], 0, 0, true)))).flat();
  const times = await Promise.all(firstIds.map((id) => client.hGet(queue.toKey(id), 'timestamp')));
  const oldest = Math.min(...times.map(Number).filter((time) => time > 0));
  return {
    pending: PENDING_STATES.reduce((sum, state) => sum + (counts[state] ?? 0), 0),
    undeliverable: counts.failed ?? 0,
    oldestPendingAt: Number.isFinite(oldest) ? oldest : null,
  };
}

/**
 * Every post still held, for the administrator: reference, form, state, attempts, times, last error.
 * @param {OutboxQueue} queue
 */
export async function listPosts(queue) {
  const jobs = await queue.getJobs([...PENDING_STATES, 'failed'], 0, 999);
  return Promise.all(
    jobs.map(async (job) => ({
      reference: String(job.id),
      form: job.name,
      state: (await job.getState()) === 'failed' ? 'undeliverable' : 'pending',
      attempts: job.attemptsMade,
      createdAt: job.timestamp,
      nextAttemptAt: job.timestamp + (job.delay ?? 0),
      lastError: job.failedReason || null,
    })),
  );
}

/**
 * Due now, whatever its state; an undeliverable post is tried again with a fresh retry window.
 * @param {OutboxQueue} queue
 * @param {string} reference
 */
export async function retryPost(queue, reference) {
  const job = await queue.getJob(reference);
  if (!job) return false;
  const state = await job.getState();
  if (state === 'failed') {
    const { rejected: _rejected, ...data } = job.data;
    await job.updateData({ ...data, windowStart: Date.now() });
    await job.retry('failed', { resetAttemptsMade: true });
  } else if (state === 'delayed') await job.changeDelay(0);
  return true;
}

/**
 * @param {OutboxQueue} queue
 * @param {string} reference
 */
export async function dropPost(queue, reference) {
  const job = await queue.getJob(reference);
  if (!job) return false;
  await job.remove();
  return true;
}

/**
 * Deletes undeliverable posts older than `keepMs`.
 * @param {OutboxQueue} queue
 * @param {number} keepMs
 */
export async function purgePosts(queue, keepMs) {
  return (await queue.clean(keepMs, 1000, 'failed')).length;
}

const CONSENTS = `${PREFIX}:consents`;

/**
 * Keeps a consent record, scored by its time so old ones are pruned by score.
 * @param {OutboxRedisClient} client
 * @param {import('./sqliteStore.mjs').ConsentRecord} record
 */
export async function recordConsent(client, record) {
  await client.zAdd(CONSENTS, { score: record.at, value: JSON.stringify(record) });
}

/**
 * @param {OutboxRedisClient} client
 * @param {number} before
 */
export async function purgeConsents(client, before) {
  return client.zRemRangeByScore(CONSENTS, '-inf', `(${before}`);
}
