import ProviderImage from '@/components/ui/ProviderImage';
import { DEFAULT_PERSON } from '@/components/ui/images';
import type { LeaderPageConfig } from '@/lib/content/leaders';
import type { LeaderMessage } from '@/lib/provider/types';
import styles from './provider.module.css';

/** A leader's photo, name, quote and message, with the page's defaults where the provider has none. */
export default function LeaderMessageView({ config, leader }: { config: LeaderPageConfig; leader: LeaderMessage | null }) {
  if (!leader && config.emptyText) return <p className={styles.message}>{config.emptyText}</p>;
  const quote = leader?.quote || config.defaultQuote;
  const message = leader?.message || config.defaultMessage || '';
  return (
    <article className={styles.leader}>
      <div className={styles.portrait}>
        <ProviderImage src={leader?.photo ?? null} fallback={DEFAULT_PERSON} alt={leader?.name ? `Photo of ${leader.name}` : `Photo of the ${config.title}`} sizes="(max-width: 700px) 100vw, 320px" preload />
      </div>
      <div>
        {leader?.name ? <h2 className={styles.name}>{leader.name}</h2> : null}
        <p className={styles.role}>{config.title}</p>
        {config.qualifications ? <p className={styles.qualifications}>{config.qualifications}</p> : null}
        {quote ? <blockquote className={styles.quote}>{quote}</blockquote> : null}
        {message.split('\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
