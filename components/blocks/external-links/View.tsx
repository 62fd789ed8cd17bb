import ExternalLinkView from '@/components/content/ExternalLink';
import styles from '../blocks.module.css';
import type { ExternalLinksBlock } from '@/lib/content/blocks/external-links';

export default function View({ block }: { block: ExternalLinksBlock }) {
  return (
    <ul className={styles.list}>
      {block.links.map((link) => (
        <li key={link.href}>
          <ExternalLinkView link={link} />
        </li>
      ))}
    </ul>
  );
}
