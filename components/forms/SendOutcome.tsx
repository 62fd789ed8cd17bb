import { answeredWithinLine, NEXT_STEPS, QUEUED_NOTE, referenceLine, WITHDRAW_LINE } from '@/lib/forms/messages';
import KeepReference from './KeepReference';
import styles from './Form.module.css';

/** The forms whose sender may later withdraw consent with the reference. */
const WITHDRAWABLE: readonly string[] = ['enquiry', 'career'];

export type Outcome =
  | { kind: 'idle' }
  | { kind: 'sent'; message: string; reference?: string; delivered: boolean }
  | { kind: 'failed'; message: string };

// On a page the server sent back after a scriptless post the outcome takes focus: a live region says
// nothing about what a page loads with.
/** `answeredWithin`: how soon the school answers, once the office has said (null: no time is promised). */
export default function SendOutcome({ outcome, form, focus = false, answeredWithin = null }: { outcome: Outcome; form: keyof typeof NEXT_STEPS; focus?: boolean; answeredWithin?: string | null }) {
  const focusable = focus ? { tabIndex: -1, autoFocus: true } : {};
  return (
    <>
      <div role="status" aria-live="polite">
        {outcome.kind === 'sent' ? (
          <div className={styles.success} {...focusable}>
            <p>{outcome.message}</p>
            {outcome.reference ? <p>{referenceLine(outcome.reference)}</p> : null}
            {outcome.reference ? <KeepReference reference={outcome.reference} /> : null}
            {outcome.delivered ? null : <p>{QUEUED_NOTE}</p>}
            {answeredWithin ? <p>{answeredWithinLine(answeredWithin)}</p> : null}
            <p>{NEXT_STEPS[form]}</p>
            {outcome.reference && WITHDRAWABLE.includes(form) ? (
              <p>
                {WITHDRAW_LINE} <a href="/withdraw-consent">Withdraw consent</a>.
              </p>
            ) : null}
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
