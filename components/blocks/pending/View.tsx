import Pending from '@/components/content/Pending';
import type { PendingBlock } from '.';

export default function View({ block }: { block: PendingBlock }) {
  return <Pending what={block.what} />;
}
