// Compressed data is fed in small slices and its output counted as it comes, abandoned past the budget:
// no size the file declares is trusted.
import { Unzlib } from 'fflate';

/** Compressed bytes fed per step: deflate expands at most ~1,032 times, so one step yields at most ~8 MB. */
export const FEED_BYTES = 8 * 1024;

export class BudgetExceededError extends Error {
  override name = 'BudgetExceededError';
}

/** Shared by every stream of one file, so the whole file has a budget too; `limit` in bytes. */
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

/** Joins chunks into one array. */
export function concat(chunks: Uint8Array[], size: number) {
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

/** Throws BudgetExceededError past `limit` or the file's `budget`, or fflate's error on a broken stream. */
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
