// Career uploads are judged in a pool of memory-bounded worker threads; a file still being judged at
// FILE_CHECK_TIME_LIMIT_MS ends its worker and is refused.
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { RefusalReason, Verdict } from './fileChecks/judge';
import type { FileKind } from './upload';
import { forgetProcessWide, processWide } from '@/lib/server/processWide';
import { MESSAGES } from './fields';
import { FairQueue, QueueFullError } from './fairQueue';
import { FILE_CHECK_RESOURCE_LIMITS } from './fileChecks/budget';

export const FILE_CONTENT_MESSAGES = {
  type: MESSAGES.attachmentType,
  image: 'This image could not be opened. Please upload it again as a JPEG, PNG or GIF photo, or as a PDF.',
  pdf: 'This PDF could not be opened, or it holds scripts, forms, actions that run on opening or attached files. Please save it again as a plain PDF (Print to PDF does this).',
  pdfEncrypted: 'This PDF is protected by a password or encryption. Please send an unencrypted copy (Print to PDF makes one).',
  word: 'This Word document could not be opened, or it holds macros, programs, embedded objects, fields that run or fetch something, or a link to an outside template. Please save it again as a plain Word document (.docx) or a PDF.',
  csvFormula: 'Some cells of this CSV file start with =, +, -, @ or a tab, which spreadsheets run as formulas. Please remove those characters, or upload a PDF.',
  csv: 'This CSV file could not be read. Please save it again as CSV (UTF-8), or upload a PDF.',
  tooComplex: 'This file is too large or complex to check. Please save it again as a plain PDF (Print to PDF does this), or send a smaller file.',
  busy: 'Files are being checked for other applicants just now. Please send your application again in a minute; what you typed is kept.',
} as const satisfies Record<RefusalReason | 'busy', string>;

export type ContentCheck = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** Longer than any real CV takes (a 40 MP photo re-encoded is about a second here), far shorter than a visitor's patience. */
export const FILE_CHECK_TIME_LIMIT_MS = 10_000;

/** Files waiting for a worker, across clients and per client; past these, a post is asked to come again. */
const MAX_WAITING_FILES = 32;
const MAX_WAITING_FILES_PER_CLIENT = 4;

/** How long a worker may take to start and take a file (its libraries loading), apart from the check's own limit. */
const WORKER_START_LIMIT_MS = 30_000;

const WORKER_FILE = path.join(process.cwd(), 'lib/forms/fileChecks/worker.ts');

/** Two workers where there are two cores or fewer: one client's hostile file cannot hold every worker. */
const WORKERS = Math.max(2, os.availableParallelism() - 1);

interface FileChecks {
  pool: Piscina;
  /** Files wait here, each client's behind its own, so piscina only ever holds what its workers run. */
  queue: FairQueue;
  /** Called when a worker starts on the file with this id: its time limit runs from then. */
  onStart: Map<number, () => void>;
  nextId: number;
}

/** One pool per process: route handlers and Server Actions are bundled apart but share it. */
const POOL = 'forms.fileChecks';

const fileChecks = () =>
  processWide<FileChecks>(POOL, () => {
    const pool = new Piscina({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: WORKERS,
      // Kept a while once started: a worker's start (its libraries loaded) costs more than most checks.
      idleTimeout: 600_000,
      resourceLimits: FILE_CHECK_RESOURCE_LIMITS,
    });
    const onStart = new Map<number, () => void>();
    pool.on('message', (message: { fileCheckStarted?: number }) => {
      if (typeof message?.fileCheckStarted === 'number') onStart.get(message.fileCheckStarted)?.();
    });
    const queue = new FairQueue({ concurrency: WORKERS, waiting: MAX_WAITING_FILES, waitingPerClient: MAX_WAITING_FILES_PER_CLIENT });
    return { pool, queue, onStart, nextId: 0 };
  });

type WorkerAnswer = Uint8Array | Exclude<Verdict, { ok: true }>;

/** One file in a worker, ended `timeLimitMs` after the worker starts on it (not after it was queued). */
async function runInWorker(checks: FileChecks, kind: FileKind, bytes: Uint8Array, timeLimitMs: number): Promise<WorkerAnswer> {
  const id = (checks.nextId += 1);
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), WORKER_START_LIMIT_MS);
  checks.onStart.set(id, () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), timeLimitMs);
  });
  try {
    // piscina types its transfer list after the DOM's MessagePort when the DOM types are loaded; Node's takes an array.
    const transferList = [bytes.buffer] as never;
    return (await checks.pool.run({ id, kind, bytes }, { transferList, signal: controller.signal })) as WorkerAnswer;
  } finally {
    clearTimeout(timer);
    checks.onStart.delete(id);
  }
}

// A worker that runs out of time or memory, or fails, is a refusal. Senders (`client`) are served in
// turn, so a client's files wait behind its own.
export async function checkFileContent(kind: FileKind, bytes: Uint8Array, { timeLimitMs = FILE_CHECK_TIME_LIMIT_MS, client = 'unidentified' } = {}): Promise<ContentCheck> {
  const checks = fileChecks();
  try {
    // The worker gets a copy of its own (moved, not cloned): the caller's array stays whole.
    const result = await checks.queue.run(client, () => runInWorker(checks, kind, bytes.slice(), timeLimitMs));
    if (result instanceof Uint8Array) return { ok: true, bytes: result };
    return { ok: false, message: FILE_CONTENT_MESSAGES[result.reason] };
  } catch (error) {
    return { ok: false, message: error instanceof QueueFullError ? FILE_CONTENT_MESSAGES.busy : FILE_CONTENT_MESSAGES.tooComplex };
  }
}

/** Ends the workers (a clean stop, or the end of a test file). */
export async function closeFileChecks(): Promise<void> {
  // No pool is made only to be closed: a server that judged no file has none.
  await forgetProcessWide<FileChecks>(POOL)?.pool.close({ force: true });
}
