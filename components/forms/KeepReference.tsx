'use client';

import { useState, useSyncExternalStore } from 'react';
import styles from './Form.module.css';

const noChanges = () => () => {};

/** Copy and Print for the reference: shown once scripts run, as without them neither button could work. */
export default function KeepReference({ reference }: { reference: string }) {
  // False in the server's HTML and while hydrating it, true once scripts run.
  const scripted = useSyncExternalStore(noChanges, () => true, () => false);
  const [copied, setCopied] = useState<boolean | null>(null);
  if (!scripted) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <p className={styles.keep}>
      <button type="button" onClick={copy}>
        Copy the reference
      </button>{' '}
      <button type="button" onClick={() => window.print()}>
        Print this page
      </button>
      {copied === null ? null : <span> {copied ? 'Copied.' : 'Your browser did not allow copying: please write the reference down.'}</span>}
    </p>
  );
}
