import type { FromFile } from '../kinds';
import type { PENDING_KINDS } from './shape';
import { pendingSentence } from '@/lib/content/school';

/** What the school office has still to supply, said where it will stand. */
export type PendingBlock = { kind: 'pending'; what: string };

export const fromFile: FromFile<typeof PENDING_KINDS> = {
  pending: (what) => [{ kind: 'pending', what }],
};

/** The sentence the page shows in its place. */
export const words = (block: PendingBlock): string[] => [pendingSentence(block.what)];
