import Pending from '@/components/content/Pending';
import ProviderImage from '@/components/ui/ProviderImage';
import { DEFAULT_PERSON } from '@/components/ui/images';
import type { LeaderPageConfig } from '@/lib/content/leaders';
import { OFFICE, PENDING_NAMES } from '@/lib/content/school';
import type { LeaderMessage } from '@/lib/provider/types';
import styles from './provider.module.css';

/** A leader's photo, name, quote and message; where the provider has no message, the page says the office will publish it. */
export default function LeaderMessageView({ config, leader }: { config: LeaderPageConfig; leader: LeaderMessage | null }) {
  if (!leader && config.emptyText) return <p className={styles.message}>{config.emptyText}</p>;
  const quote = leader?.quote;
  const message = leader?.message ?? '';
  return (
    <article className={styles.leader}>
      <div className={styles.portrait}>
        <ProviderImage src={leader?.photo ?? null} fallback={DEFAULT_PERSON} alt={leader?.photo && leader.name ? `Photo of ${leader.name}` : ''} sizes="(max-width: 700px) 100vw, 320px" preload />
      </div>
      <div>
        {leader?.name ? <h2 className={styles.name}>{leader.name}</h2> : null}
        <p className={styles.role}>{config.title}</p>
        {config.showsQualifications ? OFFICE.principalQualifications ? <p className={styles.role}>{OFFICE.principalQualifications}</p> : <Pending what={PENDING_NAMES.principalQualifications} /> : null}
        {quote ? <blockquote className={styles.quote}>{quote}</blockquote> : null}
        {message
          ? message.split('\n').map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          : config.pendingMessage ? <Pending what={config.pendingMessage} /> : null}
      </div>
    </article>
  );
}
