import { pendingSentence } from '@/lib/content/school';
import styles from './Pending.module.css';

/**
 * What the school office has still to supply, said in one wording wherever it would stand: never a guess,
 * a sample or a link to a placeholder. `meanwhile` says how to reach the school until then.
 */
export default function Pending({ what, meanwhile = false }: { what: string; meanwhile?: boolean }) {
  return (
    <p className={styles.pending} data-pending="">
      {pendingSentence(what)}
      {meanwhile ? (
        <>
          {' '}
          Meanwhile, please write to the school with the <a href="/contact-us#enquiry-title">admission enquiry form</a>.
        </>
      ) : null}
    </p>
  );
}
