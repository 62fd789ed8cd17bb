'use client';
// After every save the office is told what was saved and when parents see it; a refused save, where to
// look. Keystatic says nothing after a save, and offers no hook for one: the editor's own requests are
// watched here (its local save, POST /api/keystatic/update; on GitHub, its commit through the GraphQL API).
import { useEffect, useState } from 'react';
import { pageOfScreen, SAVED_PAGE, SCREENS_SHOWN_BY_A_BUILD, type SaveNotices } from '@/lib/editor/missing';
import styles from './OfficeBar.module.css';

type Heard = { saved: boolean; at: number; screen: string } | null;

const isSave = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method !== 'POST') return false;
  if (url.includes('/api/keystatic/update')) return true;
  return url.startsWith('https://api.github.com/graphql') && typeof init?.body === 'string' && init.body.includes('createCommitOnBranch');
};

/** The words for a save on each kind of screen, made on the server from the editor's mode (lib/editor/missing.ts). */
export default function SaveNotice({ onPage, byBuild, elsewhere, refused }: SaveNotices) {
  const [heard, setHeard] = useState<Heard>(null);
  useEffect(() => {
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      if (isSave(input, init)) setHeard({ saved: response.ok, at: Date.now(), screen: window.location.pathname });
      return response;
    };
    return () => {
      window.fetch = original;
    };
  }, []);
  if (!heard) return <p role="status" className={styles.notice} />;
  const time = new Date(heard.at).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' });
  const page = pageOfScreen(heard.screen);
  const words = !heard.saved ? refused : page ? onPage.replace(SAVED_PAGE, page) : SCREENS_SHOWN_BY_A_BUILD.some((screen) => heard.screen.startsWith(screen)) ? byBuild : elsewhere;
  return (
    <p role="status" className={styles.notice} data-saved={heard.saved}>
      {heard.saved ? `Saved at ${time}. ` : ''}
      {words}
    </p>
  );
}
