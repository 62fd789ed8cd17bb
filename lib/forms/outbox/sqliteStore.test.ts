import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteStore, OutboxFullError, type SqliteStore } from './sqliteStore';

let dir: string;
let store: SqliteStore;
const limits = { maxPending: 3, maxPendingBytes: 1000 };
const add = (reference: string, now: number, payload = Buffer.from('sealed')) => store.add({ reference, form: 'enquiry', payload, now, firstAttemptAt: now + 100 });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-store-'));
  store = openSqliteStore(dir, limits);
});
afterEach(() => store.close());

test('a post is not due while its first attempt is leased, then is claimed once', () => {
  add('KVNS-AAAAAA', 1000);
  expect(store.claimDue(1050, 500, 10)).toEqual([]);
  const [claimed] = store.claimDue(1100, 500, 10);
  expect(claimed).toMatchObject({ reference: 'KVNS-AAAAAA', form: 'enquiry', state: 'pending', attempts: 0 });
  expect(claimed!.payload.toString()).toBe('sealed');
  // Leased for 500 ms: neither this worker's next round nor another process takes it meanwhile.
  expect(store.claimDue(1200, 500, 10)).toEqual([]);
  expect(store.claimDue(1600, 500, 10)).toHaveLength(1);
});

test('delivered: the content is deleted at once, the row kept until the keep period, never claimed again', () => {
  add('KVNS-AAAAAA', 1000);
  expect(store.markDelivered('KVNS-AAAAAA', 2000)).toBe(true);
  // A second settlement of the same post changes nothing: it cannot be delivered twice.
  expect(store.markDelivered('KVNS-AAAAAA', 2001)).toBe(false);
  expect(store.retryAt('KVNS-AAAAAA', 3000, 'late timeout')).toBe(false);
  expect(store.claimDue(10_000, 500, 10)).toEqual([]);
  expect(store.stats()).toEqual({ pending: 0, undeliverable: 0, oldestPendingAt: null });
  expect(store.list()[0]).toMatchObject({ reference: 'KVNS-AAAAAA', state: 'delivered', attempts: 1 });
  expect(store.retryNow('KVNS-AAAAAA', 10_000)).toBe(false);
  expect(store.purge(1999)).toBe(0);
  expect(store.purge(2001)).toBe(1);
});

test('retry later, undeliverable, counts, and the administrator retrying or dropping', () => {
  add('KVNS-AAAAAA', 1000);
  add('KVNS-BBBBBB', 2000);
  store.retryAt('KVNS-AAAAAA', 5000, 'provider answered 503');
  store.markUndeliverable('KVNS-BBBBBB', 'provider answered 400', 2500);
  expect(store.stats()).toEqual({ pending: 1, undeliverable: 1, oldestPendingAt: 1000 });
  expect(store.retryWindow('KVNS-AAAAAA')).toEqual({ windowStart: 1000, attempts: 1 });
  expect(store.claimDue(4999, 500, 10)).toEqual([]);
  expect(store.claimDue(5000, 10_000, 10).map((post) => post.reference)).toEqual(['KVNS-AAAAAA']);
  // An undeliverable post tried again gets a fresh window and is due at once.
  expect(store.retryNow('KVNS-BBBBBB', 9000)).toBe(true);
  expect(store.retryWindow('KVNS-BBBBBB')).toEqual({ windowStart: 9000, attempts: 1 });
  expect(store.claimDue(9000, 500, 10).map((post) => post.reference)).toEqual(['KVNS-BBBBBB']);
  expect(store.drop('KVNS-BBBBBB')).toBe(true);
  expect(store.list().map((post) => post.reference)).toEqual(['KVNS-AAAAAA']);
});

test('full by count or by size: the post is refused, nothing is written', () => {
  add('KVNS-AAAAAA', 1000);
  add('KVNS-BBBBBB', 1000);
  expect(() => add('KVNS-CCCCCC', 1000, Buffer.alloc(990))).toThrow(OutboxFullError);
  add('KVNS-CCCCCC', 1000);
  expect(() => add('KVNS-DDDDDD', 1000)).toThrow(OutboxFullError);
  expect(store.stats().pending).toBe(3);
});

test('a post written is there for the next process, the file in WAL mode', () => {
  add('KVNS-AAAAAA', 1000);
  store.close();
  store = openSqliteStore(dir, limits);
  expect(store.claimDue(2000, 500, 10).map((post) => post.reference)).toEqual(['KVNS-AAAAAA']);
  expect(fs.existsSync(path.join(dir, 'outbox.sqlite-wal'))).toBe(true);
});

test('nothing of a delivered post stays readable on disk: not in the database, its free pages or the log', () => {
  const roomy = { maxPending: 100, maxPendingBytes: 100 * 1024 * 1024 };
  store.close();
  store = openSqliteStore(dir, roomy);
  // Sealed content is random bytes: a 16-byte tell-tale of each is searched for in every file of the folder.
  const posts = Array.from({ length: 21 }, (_, index) => ({ reference: `KVNS-${String(index).padStart(6, 'A')}`, payload: randomBytes(index % 3 === 0 ? 200_000 : 2_000) }));
  for (const post of posts) store.add({ reference: post.reference, form: 'enquiry', payload: post.payload, now: 1000, firstAttemptAt: 1000 });
  const kept = posts.pop()!;
  for (const post of posts) expect(store.markDelivered(post.reference, 2000)).toBe(true);
  const onDisk = Buffer.concat(fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name))));
  const found = (payload: Buffer) => onDisk.includes(payload.subarray(100, 116));
  expect(posts.filter((post) => found(post.payload)).map((post) => post.reference)).toEqual([]);
  // The check can see content that is there: the one post still pending.
  expect(found(kept.payload)).toBe(true);
});

test('consent records outlive the posts: kept until their own period, then deleted; a second record of one reference is ignored', () => {
  add('KVNS-AAAAAA', 1000);
  store.recordConsent({ reference: 'KVNS-AAAAAA', form: 'enquiry', at: 1000, notice: '2', sender: 'aa' });
  store.recordConsent({ reference: 'KVNS-AAAAAA', form: 'enquiry', at: 9999, notice: '3', sender: 'bb' });
  store.recordConsent({ reference: 'KVNS-BBBBBB', form: 'withdrawal', at: 5000, notice: '2', withdraws: 'KVNS-AAAAAA', sender: 'cc' });
  store.markDelivered('KVNS-AAAAAA', 2000);
  expect(store.purge(3000)).toBe(1);
  expect(store.sealedOf('KVNS-AAAAAA')).toBeUndefined();
  expect(store.consentsOf('KVNS-AAAAAA')).toEqual([
    { reference: 'KVNS-AAAAAA', form: 'enquiry', at: 1000, notice: '2' },
    { reference: 'KVNS-BBBBBB', form: 'withdrawal', at: 5000, notice: '2', withdraws: 'KVNS-AAAAAA' },
  ]);
  expect(store.purgeConsents(4000)).toBe(1);
  expect(store.consentsOf('KVNS-AAAAAA')).toEqual([{ reference: 'KVNS-BBBBBB', form: 'withdrawal', at: 5000, notice: '2', withdraws: 'KVNS-AAAAAA' }]);
});

test('a post whose attempt never settled (the process stopped mid-send) or may have reached the provider is claimed as a possible repeat', () => {
  add('KVNS-AAAAAA', 1000);
  add('KVNS-BBBBBB', 1000);
  // A: the visitor's own attempt was under way when the process stopped. B: it settled, the provider unreachable.
  store.retryAt('KVNS-BBBBBB', 1100, 'provider unreachable', false);
  const first = store.claimDue(1200, 500, 10);
  expect(Object.fromEntries(first.map(({ reference, mayRepeat }) => [reference, mayRepeat]))).toEqual({ 'KVNS-AAAAAA': true, 'KVNS-BBBBBB': false });
  // B's worker attempt: the provider answered 503 (it may have stored it first).
  store.beginAttempt('KVNS-BBBBBB');
  store.retryAt('KVNS-BBBBBB', 2000, 'provider answered 503', true);
  // A's worker attempt: begun, and the process stopped again.
  store.beginAttempt('KVNS-AAAAAA');
  const again = store.claimDue(3000, 500, 10);
  expect(again.map(({ reference, mayRepeat }) => [reference, mayRepeat]).sort()).toEqual([['KVNS-AAAAAA', true], ['KVNS-BBBBBB', true]]);
});

test('an attempt settled without reaching the provider leaves the next one a first', () => {
  add('KVNS-CCCCCC', 1000);
  store.retryAt('KVNS-CCCCCC', 1100, 'provider unreachable', false);
  const [claimed] = store.claimDue(1200, 500, 10);
  expect(claimed!.mayRepeat).toBe(false);
  store.beginAttempt('KVNS-CCCCCC');
  store.retryAt('KVNS-CCCCCC', 1300, 'provider unreachable', false);
  expect(store.claimDue(1400, 500, 10)[0]!.mayRepeat).toBe(false);
});
