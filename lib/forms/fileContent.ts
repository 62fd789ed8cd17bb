/**
 * The second look at a career upload, off the server's own thread: each file is judged in a pool of
 * worker threads (lib/forms/fileChecks/), each with a bound on its memory, and a file still being
 * judged after FILE_CHECK_TIME_LIMIT_MS has its worker ended and is refused. A page never waits behind
 * a file: the server's thread only hands the bytes over and reads the verdict.
 */
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { RefusalReason, Verdict } from './fileChecks/judge.mjs';
import type { FileKind } from './upload';
import { forgetProcessWide, processWide } from '@/lib/processWide';
import { MESSAGES } from './fields';

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

/** Heap of one worker: pdf.js and sharp's JavaScript side need well under this for a 5 MB file. */
export const FILE_CHECK_HEAP_MB = 192;

/** Files waiting for a worker; past this, a post is asked to come again (each client posts 5 per window at most). */
const MAX_WAITING_FILES = 32;

const WORKER_FILE = path.join(process.cwd(), 'lib/forms/fileChecks/worker.mjs');

/**
 * One pool per process (route handlers and Server Actions are bundled apart). One worker on a 2-core
 * machine leaves a core to the pages; workers start when a file comes and end when idle.
 */
const POOL = 'forms.fileChecks';

const pool = () =>
  processWide(
    POOL,
    () =>
      new Piscina({
        filename: WORKER_FILE,
        minThreads: 0,
        maxThreads: Math.max(1, os.availableParallelism() - 1),
        // Kept a while once started: a worker's start (its libraries loaded) costs more than most checks.
        idleTimeout: 600_000,
        maxQueue: MAX_WAITING_FILES,
        resourceLimits: { maxOldGenerationSizeMb: FILE_CHECK_HEAP_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      }),
  );

const isQueueFull = (error: unknown) => error instanceof Error && /queue is at limit/i.test(error.message);

/**
 * The bytes to forward (images re-encoded), or the field message. A worker that runs out of time or
 * memory, or fails in any way, is a refusal: the file could not be judged.
 */
export async function checkFileContent(kind: FileKind, bytes: Uint8Array, { timeLimitMs = FILE_CHECK_TIME_LIMIT_MS } = {}): Promise<ContentCheck> {
  // The worker gets a copy of its own (moved, not cloned): the caller's array stays whole.
  const copy = bytes.slice();
  try {
    // piscina types its transfer list after the DOM's MessagePort when the DOM types are loaded; Node's takes an array.
    const transferList = [copy.buffer] as never;
    const result = (await pool().run({ kind, bytes: copy }, { transferList, signal: AbortSignal.timeout(timeLimitMs) })) as Uint8Array | Exclude<Verdict, { ok: true }>;
    if (result instanceof Uint8Array) return { ok: true, bytes: result };
    return { ok: false, message: FILE_CONTENT_MESSAGES[result.reason] };
  } catch (error) {
    return { ok: false, message: isQueueFull(error) ? FILE_CONTENT_MESSAGES.busy : FILE_CONTENT_MESSAGES.tooComplex };
  }
}

/** Ends the workers (a clean stop, or the end of a test file). */
export async function closeFileChecks(): Promise<void> {
  // No pool is made only to be closed: a server that judged no file has none.
  await forgetProcessWide<Piscina>(POOL)?.close({ force: true });
}
