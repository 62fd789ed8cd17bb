import type { ParagraphBlock } from '@/lib/content/blocks/paragraph';

export default function View({ block }: { block: ParagraphBlock }) {
  return <p>{block.text}</p>;
}
