import Pending from '@/components/content/Pending';
import type { PendingBlock } from '@/lib/content/blocks/pending';

export default function View({ block }: { block: PendingBlock }) {
  return <Pending what={block.what} />;
}
