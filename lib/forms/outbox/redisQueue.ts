// BullMQ, so any instance can deliver and a killed one loses nothing (its job is taken over once the lock
// lapses). Job data holds only the sealed content, never a field in the clear.
import { newRedisClient, requireAtRuntime } from '../../cache/redisClient.ts';

const QUEUE = 'forms';
const PREFIX = 'kvns:outbox';

/** BullMQ, loaded with the Redis client only by an outbox on Redis (redisClient.ts says why). */
const bullmq = () => (requireAtRuntime('bullmq') as typeof import('bullmq'));

/** `unreached`: the visitor's own attempt (sent directly) settled without reaching the provider. */
export type JobData = { sealed: string, rejected?: string, windowStart?: number, unreached?: boolean };
export type OutboxJob = import('bullmq').Job<JobData>;

// Commands must fail at once while Redis is away, so a post can fall back to direct delivery.
export function outboxRedisClient(url: string) {
  return newRedisClient(url, { event: 'outbox.redis_error', message: 'outbox Redis failed' });
}

export type OutboxRedisClient = ReturnType<typeof outboxRedisClient>;

export function outboxQueue(client: OutboxRedisClient) {
  return new (bullmq().Queue)(QUEUE, { connection: (client as never), prefix: PREFIX });
}

export type OutboxQueue = ReturnType<typeof outboxQueue>;

/** Adds a post, due after `delayMs` (the lease of the attempt its request makes at once). */
export async function addPost(queue: OutboxQueue, { reference, form, sealed, delayMs }: { reference: string; form: string; sealed: Buffer; delayMs: number }) {
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

// Only the worker holding a job can fail it, so the job runs once more and fails without the provider.
export async function rejectPost(job: OutboxJob, reason: string) {
  await job.updateData({ ...job.data, rejected: reason });
  await job.changeDelay(0);
}

/**
 * @param process delivers, or throws: UnrecoverableError when the post is undeliverable
 * @param nextDelayMs the delay before retry `attempt`; -1 gives up
 */
export function outboxWorker(client: OutboxRedisClient, process: (job: OutboxJob) => Promise<void>, nextDelayMs: (attempt: number, job: OutboxJob) => number, { autorun = true }: { autorun?: boolean } = {}) {
  return new (bullmq().Worker)(QUEUE, process, {
    connection: (client as never),
    prefix: PREFIX,
    autorun,
    concurrency: 2,
    // A killed instance's job returns to the queue once its lock lapses.
    lockDuration: 30_000,
    settings: { backoffStrategy: (attemptsMade, _type, _error, job) => nextDelayMs(attemptsMade, (job as OutboxJob)) },
  });
}

/** An error that ends a job's retries: the post is kept as undeliverable. */
export const unrecoverable = (reason: string) => new (bullmq().UnrecoverableError)(reason);

const PENDING_STATES = ['wait', 'delayed', 'active', 'prioritized'] as const;

/** Posts waiting, delayed or in hand. */
export async function pendingCount(queue: OutboxQueue) {
  const counts = await queue.getJobCounts(...PENDING_STATES);
  return PENDING_STATES.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
}

/** Counted in Redis, reading only each state's first job id and time, never a post. */
export async function queueStats(queue: OutboxQueue, client: OutboxRedisClient) {
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

/** Every post still held, for the administrator: reference, form, state, attempts, times, last error. */
export async function listPosts(queue: OutboxQueue) {
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

/** Due now, whatever its state; an undeliverable post is tried again with a fresh retry window. */
export async function retryPost(queue: OutboxQueue, reference: string) {
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

export async function dropPost(queue: OutboxQueue, reference: string) {
  const job = await queue.getJob(reference);
  if (!job) return false;
  await job.remove();
  return true;
}

/** Deletes undeliverable posts older than `keepMs`. */
export async function purgePosts(queue: OutboxQueue, keepMs: number) {
  return (await queue.clean(keepMs, 1000, 'failed')).length;
}

const CONSENTS = `${PREFIX}:consents`;

/** Keeps a consent record, scored by its time so old ones are pruned by score. */
export async function recordConsent(client: OutboxRedisClient, record: import('./sqliteStore.ts').ConsentRecord, sender: string, keepMs: number) {
  await client.zAdd(CONSENTS, { score: record.at, value: JSON.stringify(record) });
  // Kept as long as the record, by Redis's own expiry.
  await client.set(`${PREFIX}:sender:${record.reference}`, sender, { PX: keepMs });
}

/** The sender's tag of a post with a consent record; undefined for none (recorded before tags were kept, or expired). */
export async function senderOf(client: OutboxRedisClient, reference: string): Promise<string | undefined> {
  return (await client.get(`${PREFIX}:sender:${reference}`)) ?? undefined;
}

export async function purgeConsents(client: OutboxRedisClient, before: number) {
  return client.zRemRangeByScore(CONSENTS, '-inf', `(${before}`);
}
