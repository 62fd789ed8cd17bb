import styles from '../blocks.module.css';
import type { ListBlock } from '@/lib/content/blocks/list';

export default function View({ block }: { block: ListBlock }) {
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list}>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
