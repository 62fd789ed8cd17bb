/**
 * Decompression with a byte budget. A compressed stream is fed in small slices, so no single step can
 * produce more than a few megabytes, and the output is counted as it comes: past the budget the stream
 * is abandoned. Nothing here trusts a size the file declares.
 */
import { Unzlib } from 'fflate';

/** Compressed bytes fed per step: deflate expands at most ~1,032 times, so one step yields at most ~8 MB. */
export const FEED_BYTES = 8 * 1024;

export class BudgetExceededError extends Error {
  override name = 'BudgetExceededError';
}

/**
 * A counter shared by every stream of one file, so the file as a whole has a budget too.
 * @param limit bytes
 */
export function byteBudget(limit: number) {
  let spent = 0;
  return {
    spend(bytes: number) {
      spent += bytes;
      if (spent > limit) throw new BudgetExceededError(`more than ${limit} bytes inflated`);
    },
    get spent() {
      return spent;
    },
  };
}

export type ByteBudget = ReturnType<typeof byteBudget>;

/**
 * Joins chunks into one array.
 */
export function concat(chunks: Uint8Array[], size: number) {
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

/**
 * A zlib stream (a PDF's FlateDecode), inflated within `limit` bytes and the file's `budget`.
 * Throws BudgetExceededError past either, or fflate's error on a broken stream.
 */
export function inflateZlib(compressed: Uint8Array, limit: number, budget: ByteBudget) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = new Unzlib((chunk) => {
    size += chunk.length;
    if (size > limit) throw new BudgetExceededError(`a stream inflates past ${limit} bytes`);
    budget.spend(chunk.length);
    chunks.push(chunk);
  });
  for (let offset = 0; offset < compressed.length; offset += FEED_BYTES) {
    const end = Math.min(offset + FEED_BYTES, compressed.length);
    stream.push(compressed.subarray(offset, end), end === compressed.length);
  }
  return concat(chunks, size);
}
