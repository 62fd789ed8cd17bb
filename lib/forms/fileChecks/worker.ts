/** A file-check worker (piscina): one task is one file, judged in this thread. */
import { parentPort } from 'node:worker_threads';
import { move } from 'piscina';
import { judgeFile } from './judge.ts';

// The pool is told first that this worker has the file: the time limit runs from here, not from queueing.
export default async function checkFileTask({ id, kind, bytes }: { id: number; kind: import('./sniff.ts').FileKind; bytes: Uint8Array }) {
  parentPort?.postMessage({ fileCheckStarted: id });
  const verdict = await judgeFile(kind, bytes);
  return verdict.ok ? move(verdict.bytes) : verdict;
}
