import ProviderImage from '@/components/ui/ProviderImage';
import { DEFAULT_PERSON } from '@/components/ui/images';
import { CHAIRMAN_PAGE, CHAIRPERSON_PAGE, HOME_MESSAGE_EMPTY, PRINCIPAL_PAGE, type LeaderPageConfig } from '@/lib/content/leaders';
import type { LeaderMessage } from '@/lib/provider/types';
import styles from './Home.module.css';

/** The longest message shown on the home page; the leader's own page has the whole of it. */
const HOME_MESSAGE_LENGTH = 320;

export function excerpt(text: string, length = HOME_MESSAGE_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 40)).trimEnd()}…`;
}

function MessageBlock({ config, leader }: { config: LeaderPageConfig; leader: LeaderMessage | null }) {
  // The home page shows the leader's own words, or says there are none ('No message Found').
  const message = leader?.message ? excerpt(leader.message) : HOME_MESSAGE_EMPTY;
  return (
    <article className={styles.leader}>
      <div className={styles.leaderPhoto}>
        <ProviderImage src={leader?.photo ?? null} fallback={DEFAULT_PERSON} alt={leader?.name ? `Photo of ${leader.name}` : ''} sizes="96px" />
      </div>
      <div>
        <h3>{config.title === PRINCIPAL_PAGE.title ? 'Principal' : config.title}</h3>
        {leader?.name ? <p className={styles.leaderName}>{leader.name}</p> : null}
        {leader?.quote ? <blockquote className={styles.leaderQuote}>{leader.quote}</blockquote> : null}
        <p>{message}</p>
        <a href={config.path}>
          Read more<span className="visually-hidden">: message from the {config.title}</span>
        </a>
      </div>
    </article>
  );
}

/** Chairman (category Director), Chairperson (category Chairman) and Principal. */
export default function LeaderMessages({ leaders }: { leaders: Record<'Director' | 'Chairman' | 'Principal', LeaderMessage | null> }) {
  return (
    <section aria-labelledby="leaders-title" className={`${styles.block} lazy-render`}>
      <h2 id="leaders-title">Messages from our leaders</h2>
      <div className={styles.leaders}>
        <MessageBlock config={CHAIRMAN_PAGE} leader={leaders.Director} />
        <MessageBlock config={CHAIRPERSON_PAGE} leader={leaders.Chairman} />
        <MessageBlock config={PRINCIPAL_PAGE} leader={leaders.Principal} />
      </div>
    </section>
  );
}
