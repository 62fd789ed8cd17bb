import styles from '../blocks.module.css';
import type { FactsBlock } from '@/lib/content/blocks/facts';

export default function View({ block }: { block: FactsBlock }) {
  return (
    <dl className={styles.facts}>
      {block.facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
