import styles from '../blocks.module.css';
import type { StepsBlock } from '@/lib/content/blocks/steps';

export default function View({ block }: { block: StepsBlock }) {
  return (
    <ol className={styles.steps}>
      {block.steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <ul className={styles.list}>
            {step.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
