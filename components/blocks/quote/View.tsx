import styles from '../blocks.module.css';
import type { QuoteBlock } from '.';

export default function View({ block }: { block: QuoteBlock }) {
  return <blockquote className={styles.quote}>{block.text}</blockquote>;
}
