import { NEXT_STEPS, QUEUED_NOTE, referenceLine } from '@/lib/forms/messages';
import styles from './Form.module.css';

export type Outcome =
  | { kind: 'idle' }
  | { kind: 'sent'; message: string; reference?: string; delivered: boolean }
  | { kind: 'failed'; message: string };

// On a page the server sent back after a scriptless post the outcome takes focus: a live region says
// nothing about what a page loads with.
export default function SendOutcome({ outcome, form, focus = false }: { outcome: Outcome; form: keyof typeof NEXT_STEPS; focus?: boolean }) {
  const focusable = focus ? { tabIndex: -1, autoFocus: true } : {};
  return (
    <>
      <div role="status" aria-live="polite">
        {outcome.kind === 'sent' ? (
          <div className={styles.success} {...focusable}>
            <p>{outcome.message}</p>
            {outcome.reference ? <p>{referenceLine(outcome.reference)}</p> : null}
            {outcome.delivered ? null : <p>{QUEUED_NOTE}</p>}
            <p>{NEXT_STEPS[form]}</p>
          </div>
        ) : null}
      </div>
      <div role="alert">
        {outcome.kind === 'failed' ? (
          <p className={styles.failure} {...focusable}>
            {outcome.message}
          </p>
        ) : null}
      </div>
    </>
  );
}
