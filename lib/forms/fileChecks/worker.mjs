// @ts-check
/** A file-check worker (piscina): one task is one file, judged in this thread. */
import { move } from 'piscina';
import { judgeFile } from './judge.mjs';

/**
 * The accepted bytes (moved back without a copy), or the refusal.
 * @param {{ kind: import('./sniff.mjs').FileKind, bytes: Uint8Array }} task
 */
export default async function checkFileTask({ kind, bytes }) {
  const verdict = await judgeFile(kind, bytes);
  return verdict.ok ? move(verdict.bytes) : verdict;
}
