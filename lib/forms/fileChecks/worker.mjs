// @ts-check
/** A file-check worker (piscina): one task is one file, judged in this thread. */
import { parentPort } from 'node:worker_threads';
import { move } from 'piscina';
import { judgeFile } from './judge.mjs';

/**
 * The accepted bytes (moved back without a copy), or the refusal. The pool is told first that this
 * worker has taken the file: the check's time limit runs from here, not from when the file was queued.
 * @param {{ id: number, kind: import('./sniff.mjs').FileKind, bytes: Uint8Array }} task
 */
export default async function checkFileTask({ id, kind, bytes }) {
  parentPort?.postMessage({ fileCheckStarted: id });
  const verdict = await judgeFile(kind, bytes);
  return verdict.ok ? move(verdict.bytes) : verdict;
}
