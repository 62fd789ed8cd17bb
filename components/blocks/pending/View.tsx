import Pending from '@/components/content/Pending';
import type { PendingBlock } from '@/lib/content/blocks/pending';

/** A page's pending item, with what a family can do meanwhile: no line is a dead end. */
export default function View({ block }: { block: PendingBlock }) {
  return <Pending what={block.what} meanwhile />;
}
