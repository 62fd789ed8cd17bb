'use client';

import useSWR from 'swr';
import type { Highlight } from '@/lib/provider/types';
import Marquee from './Marquee';
import styles from './Home.module.css';

async function fetchHighlights(url: string): Promise<Highlight[]> {
  const response = await fetch(url);
  const body = (await response.json().catch(() => ({}))) as { highlights?: Highlight[]; error?: string };
  if (!response.ok || !body.highlights) throw new Error(body.error ?? `the server answered ${response.status}`);
  return body.highlights;
}

/** The server's copy shows at once; SWR refreshes it when the tab regains focus. */
export default function HighlightsTicker({ initial }: { initial: Highlight[] }) {
  const { data, error, isLoading } = useSWR('/api/highlights', fetchHighlights, {
    fallbackData: initial.length > 0 ? initial : undefined,
    revalidateOnMount: initial.length === 0,
  });
  let content;
  if (data && data.length > 0) {
    content = (
      <Marquee label="Scrolling highlights" direction="horizontal" duration={Math.max(20, data.length * 8)}>
        <ul className={styles.tickerList}>
          {data.map((highlight) => (
            <li key={highlight.id}>{highlight.text}</li>
          ))}
        </ul>
      </Marquee>
    );
  } else if (error) content = <p role="alert">Error loading highlights: {(error as Error).message}</p>;
  else if (isLoading) content = <p role="status">Loading highlights...</p>;
  else content = <p>Stay tuned for latest updates</p>;
  return (
    <section className={styles.ticker} aria-labelledby="highlights-title">
      <h2 id="highlights-title" className={styles.tickerTitle}>
        Highlights
      </h2>
      <div className={styles.tickerBody}>{content}</div>
    </section>
  );
}
