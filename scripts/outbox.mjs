// The office administrator's view of the form outbox, from the site's own folder and environment:
//   npm run outbox -- list            every post held: reference, form, state, attempts, age, last error
//   npm run outbox -- retry KVNS-...  due now (an undeliverable post gets a fresh 7-day window)
//   npm run outbox -- drop KVNS-...   deleted, content and all
// It prints no personal data: the posts' contents stay sealed. Reads the same settings as the server
// (FORM_OUTBOX_DIR, REDIS_URL), so run it with the server's environment.
import fs from 'node:fs';
import path from 'node:path';
import { outboxSettings } from '../lib/server/settings.ts';


const [command, reference] = process.argv.slice(2);
const USAGE = 'usage: npm run outbox -- list | retry <reference> | drop <reference>';

/** @param {number} ms */
function age(ms) {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172_800) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86_400)} d`;
}

/** @param {{ reference: string, form: string, state: string, attempts: number, createdAt: number, nextAttemptAt: number, lastError: string | null }[]} posts */
function printPosts(posts) {
  if (posts.length === 0) return console.log('The outbox holds no posts.');
  const now = Date.now();
  const rows = posts.map((post) => [
    post.reference,
    post.form,
    post.state,
    String(post.attempts),
    age(now - post.createdAt),
    post.state === 'pending' ? (post.nextAttemptAt <= now ? 'due' : `in ${age(post.nextAttemptAt - now)}`) : '',
    post.lastError ?? '',
  ]);
  const header = ['reference', 'form', 'state', 'attempts', 'age', 'next attempt', 'last error'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
}

async function withRedis(settings) {
  const queueModule = await import('../lib/forms/outbox/redisQueue.ts');
  const client = queueModule.outboxRedisClient(settings.redisUrl);
  const queue = queueModule.outboxQueue(client);
  try {
    if (command === 'list') return printPosts(await queueModule.listPosts(queue));
    if (command === 'retry') return (await queueModule.retryPost(queue, reference)) ? 'found' : 'missing';
    if (command === 'drop') return (await queueModule.dropPost(queue, reference)) ? 'found' : 'missing';
  } finally {
    await queue.close();
    await client.quit().catch(() => undefined);
  }
}

async function withSqlite(settings) {
  if (!fs.existsSync(path.join(settings.dir, 'outbox.sqlite'))) {
    console.log(`No outbox in ${settings.dir} yet.`);
    return command === 'list' ? undefined : 'missing';
  }
  const { openSqliteStore } = await import('../lib/forms/outbox/sqliteStore.ts');
  const store = openSqliteStore(settings.dir, settings);
  try {
    if (command === 'list') return printPosts(store.list(1000));
    if (command === 'retry') return store.retryNow(reference, Date.now()) ? 'found' : 'missing';
    if (command === 'drop') return store.drop(reference) ? 'found' : 'missing';
  } finally {
    store.close();
  }
}

async function main() {
  if (!['list', 'retry', 'drop'].includes(command) || (command !== 'list' && !reference)) {
    console.error(USAGE);
    return 2;
  }
  const settings = outboxSettings();
  if (settings.mode === 'off') {
    console.error('No outbox here: on Vercel the outbox needs REDIS_URL.');
    return 2;
  }
  const result = settings.mode === 'redis' ? await withRedis(settings) : await withSqlite(settings);
  if (result === 'missing') {
    console.error(`${reference}: no such post${command === 'retry' ? ' still held (a delivered post is not sent again)' : ''}.`);
    return 1;
  }
  if (result === 'found') console.log(command === 'retry' ? `${reference}: due now.` : `${reference}: dropped.`);
  return 0;
}

process.exitCode = await main();
