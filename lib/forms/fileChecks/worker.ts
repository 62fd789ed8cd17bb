/** A file-check worker (piscina): one task is one file, judged in this thread. */
import { parentPort } from 'node:worker_threads';
import { move } from 'piscina';
import { judgeFile } from './judge.ts';

/**
 * The accepted bytes (moved back without a copy), or the refusal. The pool is told first that this
 * worker has taken the file: the check's time limit runs from here, not from when the file was queued.
 */
export default async function checkFileTask({ id, kind, bytes }: { id: number; kind: import('./sniff.ts').FileKind; bytes: Uint8Array }) {
  parentPort?.postMessage({ fileCheckStarted: id });
  const verdict = await judgeFile(kind, bytes);
  return verdict.ok ? move(verdict.bytes) : verdict;
}
