import type { ParagraphBlock } from '.';

export default function View({ block }: { block: ParagraphBlock }) {
  return <p>{block.text}</p>;
}
