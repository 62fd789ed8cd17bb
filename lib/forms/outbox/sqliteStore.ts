// WAL, fully synced before a visitor is answered; a delivered post's content is overwritten at once and
// its row deleted after the keep period.
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export type PostState = 'pending' | 'delivered' | 'undeliverable';
export interface PostRow {
  reference: string;
  form: string;
  state: PostState;
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
  lastError: string | null;
}
export type DuePost = PostRow & { payload: Buffer };
/** Kept without the post's content; `at` in ms. */
export type ConsentRecord = { reference: string; form: string; at: number; notice: string; withdraws?: string; declared?: string };
/** A consent record as the outbox keeps it: with its sender's tag (sender.ts), never shown. */
export type KeptConsent = ConsentRecord & { sender: string };

export class OutboxFullError extends Error {
  override name = 'OutboxFullError';
}

const COLUMNS = 'reference, form, state, attempts, created_at AS createdAt, next_attempt_at AS nextAttemptAt, last_error AS lastError';

export function openSqliteStore(dir: string, limits: { maxPending: number; maxPendingBytes: number }) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(path.join(dir, 'outbox.sqlite'), { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL');
  // A post the visitor was told is safe must survive a power cut, not only a crash.
  db.exec('PRAGMA synchronous = FULL');
  // What is deleted or replaced is overwritten with zeros, so a delivered post's content is not left in free pages.
  db.exec('PRAGMA secure_delete = ON');
  db.exec(`CREATE TABLE IF NOT EXISTS posts (
    reference TEXT PRIMARY KEY,
    form TEXT NOT NULL,
    state TEXT NOT NULL,
    payload BLOB,
    size INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    window_start INTEGER NOT NULL,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    settled_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS posts_due ON posts (state, next_attempt_at);
  CREATE TABLE IF NOT EXISTS consents (
    reference TEXT PRIMARY KEY,
    form TEXT NOT NULL,
    at INTEGER NOT NULL,
    notice TEXT NOT NULL,
    withdraws TEXT
  );`);
  // A file made before senders were kept gains the column; its older records have none (erase() then reads the sealed post).
  const consentColumns = (db.prepare('PRAGMA table_info(consents)').all() as { name: string }[]).map((column) => column.name);
  if (!consentColumns.includes('sender')) db.exec('ALTER TABLE consents ADD COLUMN sender TEXT');
  if (!consentColumns.includes('declared')) db.exec('ALTER TABLE consents ADD COLUMN declared TEXT');
  // Whether an attempt is under way (attempt_open: set before a post is sent, cleared when it is settled),
  // and whether one may have reached the provider (maybe_received: it answered 5xx, or not in time, or the
  // process stopped mid-send). Either makes the next attempt a possible repeat, which the office is told.
  const postColumns = (db.prepare('PRAGMA table_info(posts)').all() as { name: string }[]).map((column) => column.name);
  if (!postColumns.includes('attempt_open')) db.exec('ALTER TABLE posts ADD COLUMN attempt_open INTEGER NOT NULL DEFAULT 0');
  if (!postColumns.includes('maybe_received')) db.exec('ALTER TABLE posts ADD COLUMN maybe_received INTEGER NOT NULL DEFAULT 0');

  const pendingTotals = db.prepare("SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS bytes FROM posts WHERE state = 'pending'");
  const insert = db.prepare(
    "INSERT INTO posts (reference, form, state, payload, size, created_at, window_start, next_attempt_at, attempt_open) VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, 1)",
  );
  // IMMEDIATE: the write lock is taken before the totals are read, so two processes cannot both pass the limit.
  // Added with its first attempt open: the visitor's request sends it at once.
  const add = (post: { reference: string; form: string; payload: Buffer; now: number; firstAttemptAt: number }) => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const totals = pendingTotals.get() as { count: number, bytes: number };
      if (totals.count >= limits.maxPending || totals.bytes + post.payload.length > limits.maxPendingBytes) throw new OutboxFullError('the outbox is full');
      insert.run(post.reference, post.form, post.payload, post.payload.length, post.now, post.now, post.firstAttemptAt);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  };
  // Claiming moves the next attempt past the lease in the same statement, so no other worker (another
  // process on this folder, or the next tick) takes the post while this attempt runs.
  // An attempt still open when its post is claimed again never settled: it may have reached the provider.
  const claim = db.prepare(
    `UPDATE posts SET next_attempt_at = ?, maybe_received = maybe_received | attempt_open, attempt_open = 0 WHERE reference IN (
       SELECT reference FROM posts WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?
     ) RETURNING ${COLUMNS}, payload, window_start AS windowStart, maybe_received AS mayRepeat`,
  );
  const beginAttempt = db.prepare("UPDATE posts SET attempt_open = 1 WHERE reference = ? AND state = 'pending'");
  const delivered = db.prepare("UPDATE posts SET state = 'delivered', payload = NULL, attempts = attempts + 1, last_error = NULL, settled_at = ? WHERE reference = ? AND state = 'pending'");
  const retryLater = db.prepare("UPDATE posts SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, attempt_open = 0, maybe_received = maybe_received | ? WHERE reference = ? AND state = 'pending'");
  const undeliverable = db.prepare("UPDATE posts SET state = 'undeliverable', attempts = attempts + 1, last_error = ?, settled_at = ? WHERE reference = ? AND state = 'pending'");
  const windowStart = db.prepare('SELECT window_start AS windowStart, attempts FROM posts WHERE reference = ?');
  const stats = db.prepare(
    "SELECT SUM(state = 'pending') AS pending, SUM(state = 'undeliverable') AS undeliverable, MIN(CASE WHEN state = 'pending' THEN created_at END) AS oldestPendingAt FROM posts",
  );
  const list = db.prepare(`SELECT ${COLUMNS} FROM posts ORDER BY created_at DESC LIMIT ?`);
  const retryNow = db.prepare("UPDATE posts SET state = 'pending', next_attempt_at = ?, window_start = ?, settled_at = NULL WHERE reference = ? AND payload IS NOT NULL AND state != 'delivered'");
  const drop = db.prepare('DELETE FROM posts WHERE reference = ?');
  const purge = db.prepare("DELETE FROM posts WHERE state != 'pending' AND settled_at < ?");
  const sealedOf = db.prepare('SELECT form, state, payload FROM posts WHERE reference = ?');
  const consent = db.prepare('INSERT OR IGNORE INTO consents (reference, form, at, notice, withdraws, sender, declared) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const senderOf = db.prepare('SELECT sender FROM consents WHERE reference = ?');
  const consentsOf = db.prepare('SELECT reference, form, at, notice, withdraws, declared FROM consents WHERE reference = ? OR withdraws = ? ORDER BY at');
  const purgeConsents = db.prepare('DELETE FROM consents WHERE at < ?');

  return {
    /** Durable once it returns; throws OutboxFullError past the limits. */
    add,
    /** Pending posts whose attempt is due, leased for `leaseMs`. */
    claimDue: (now: number, leaseMs: number, limit: number): (DuePost & { windowStart: number; mayRepeat: boolean })[] =>
      (claim.all(now + leaseMs, now, limit) as unknown as (DuePost & { windowStart: number; mayRepeat: number })[]).map((row) => ({ ...row, payload: Buffer.from(row.payload), mayRepeat: row.mayRepeat === 1 })),
    /** Durable before the post is sent: a stop during the attempt leaves it open, and the next is marked as a possible repeat. */
    beginAttempt: (reference: string) => beginAttempt.run(reference).changes > 0,
    /** The log is truncated too, so no earlier copy of the page holding the content stays on disk. */
    markDelivered: (reference: string, now: number) => {
      const changed = delivered.run(now, reference).changes > 0;
      if (changed) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      return changed;
    },
    /** `reached`: the attempt may have reached the provider, so the next is a possible repeat. */
    retryAt: (reference: string, at: number, error: string, reached = false) => retryLater.run(at, error, reached ? 1 : 0, reference).changes > 0,
    markUndeliverable: (reference: string, error: string, now: number) => undeliverable.run(error, now, reference).changes > 0,
    /** | undefined} */
    retryWindow: (reference: string): { windowStart: number; attempts: number } | undefined => (windowStart.get(reference) as { windowStart: number, attempts: number } | undefined),
    /** } */
    stats: (): { pending: number; undeliverable: number; oldestPendingAt: number | null } => {
      const row = stats.get() as { pending: number | null, undeliverable: number | null, oldestPendingAt: number | null };
      return { pending: row.pending ?? 0, undeliverable: row.undeliverable ?? 0, oldestPendingAt: row.oldestPendingAt };
    },
    list: (limit: number = 200): PostRow[] => (list.all(limit) as unknown as PostRow[]),
    /** Due now, with a fresh retry window; an undeliverable post becomes pending again. */
    retryNow: (reference: string, now: number) => retryNow.run(now, now, reference).changes > 0,
    drop: (reference: string) => drop.run(reference).changes > 0,
    /** Deletes delivered and undeliverable rows settled before `before`. */
    purge: (before: number) => Number(purge.run(before).changes),
    /** A post's row with its sealed content (null once delivered), for an erasure request. */
    sealedOf: (reference: string): { form: string; state: PostState; payload: Buffer | null } | undefined => {
      const row = sealedOf.get(reference) as { form: string, state: PostState, payload: Uint8Array | null } | undefined;
      return row && { ...row, payload: row.payload && Buffer.from(row.payload) };
    },
    recordConsent: (record: KeptConsent) => void consent.run(record.reference, record.form, record.at, record.notice, record.withdraws ?? null, record.sender, record.declared ?? null),
    /** The sender's tag of a post with a consent record: null for one kept before tags were, undefined for none. */
    senderOf: (reference: string): string | null | undefined => (senderOf.get(reference) as { sender: string | null } | undefined)?.sender,
    /** A post's consent and any withdrawal of it. */
    consentsOf: (reference: string): ConsentRecord[] =>
      (consentsOf.all(reference, reference) as (ConsentRecord & { withdraws: string | null; declared: string | null })[]).map(({ withdraws, declared, ...rest }) => ({ ...rest, ...(withdraws ? { withdraws } : {}), ...(declared ? { declared } : {}) })),
    /** Deletes consent records made before `before`. */
    purgeConsents: (before: number) => Number(purgeConsents.run(before).changes),
    close: () => db.close(),
  };
}

export type SqliteStore = ReturnType<typeof openSqliteStore>;
