import styles from '../blocks.module.css';
import type { CardsBlock } from '@/lib/content/blocks/cards';

export default function View({ block }: { block: CardsBlock }) {
  return (
    <ul className={styles.cards}>
      {block.cards.map((card) => (
        <li key={card.title} className={styles.card} style={card.colour ? { ['--card-colour' as string]: card.colour } : undefined}>
          <h3>{card.title}</h3>
          {card.text ? <p>{card.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
