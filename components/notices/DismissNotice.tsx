'use client';

import { hideDismissedNotices } from './dismissedNotices';
import { useEarlyTap } from '@/components/ui/useEarlyTap';
import styles from './NoticeBar.module.css';

/** Hides a notice in this browser, on every page, until the school publishes another (the head script keeps it hidden). */
export default function DismissNotice({ id, title }: { id: string; title: string }) {
  const { ref, onTap } = useEarlyTap<HTMLButtonElement>(() => hideDismissedNotices(id));
  return (
    <button ref={ref} type="button" className={styles.dismiss} onClick={onTap} data-needs-scripts data-early-tap suppressHydrationWarning>
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">Dismiss the notice: {title || 'a notice from the school'}</span>
    </button>
  );
}
