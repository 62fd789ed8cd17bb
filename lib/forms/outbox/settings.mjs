// @ts-check
/**
 * The form outbox's settings, read from the environment once. Plain JavaScript, so the administrator's
 * command (scripts/outbox.mjs) reads the same values as the server without a build.
 */
import path from 'node:path';

/**
 * @param {string | undefined} raw
 * @param {number} fallback
 */
function positive(raw, fallback) {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * @typedef {object} OutboxSettings
 * @property {'embedded' | 'redis' | 'off'} mode embedded: SQLite in `dir`; redis: a BullMQ queue; off: each post is sent once, at once (Vercel without Redis)
 * @property {string} dir the embedded outbox's folder
 * @property {string | undefined} redisUrl
 * @property {string | undefined} key FORM_OUTBOX_KEY as given
 * @property {number} keepMs how long an undeliverable post (and a delivered post's reference) is kept
 * @property {number} giveUpMs how long a post is retried before it is kept as undeliverable
 * @property {number} retryBaseMs the first retry's delay; each later one doubles, up to retryCapMs
 * @property {number} retryCapMs
 * @property {number} answerWithinMs how long a visitor waits for the first delivery before being told it will follow
 * @property {number} maxPending pending posts past which a new post is refused (503)
 * @property {number} maxPendingBytes pending bytes past which a new post is refused (503)
 * @property {number} pollMs how often the embedded outbox looks for posts due again
 */

/**
 * @param {Record<string, string | undefined>} env
 * @returns {OutboxSettings}
 */
export function outboxSettings(env = process.env) {
  const redisUrl = env.REDIS_URL || undefined;
  return {
    mode: redisUrl ? 'redis' : env.VERCEL ? 'off' : 'embedded',
    // Resolved at run time: the folder is the operator's, not part of the build's traced files.
    dir: path.resolve(/* turbopackIgnore: true */ env.FORM_OUTBOX_DIR || path.join(/* turbopackIgnore: true */ process.cwd(), '.data', 'outbox')),
    redisUrl,
    key: env.FORM_OUTBOX_KEY || undefined,
    keepMs: positive(env.FORM_OUTBOX_KEEP_DAYS, 30) * DAY,
    giveUpMs: 7 * DAY,
    retryBaseMs: positive(env.FORM_OUTBOX_RETRY_BASE_MS, 15_000),
    retryCapMs: positive(env.FORM_OUTBOX_RETRY_CAP_MS, HOUR),
    answerWithinMs: positive(env.FORM_OUTBOX_ANSWER_WITHIN_MS, 4_000),
    maxPending: positive(env.FORM_OUTBOX_MAX_PENDING, 10_000),
    maxPendingBytes: positive(env.FORM_OUTBOX_MAX_MB, 1024) * 1024 * 1024,
    pollMs: 1_000,
  };
}
