import { pendingSentence } from '@/lib/content/school';
import styles from './Pending.module.css';

/** One wording for what the office has still to supply: never a guess, a sample or a placeholder link. */
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
