import styles from '../blocks.module.css';
import type { QuoteBlock } from '@/lib/content/blocks/quote';

export default function View({ block }: { block: QuoteBlock }) {
  return <blockquote className={styles.quote}>{block.text}</blockquote>;
}
