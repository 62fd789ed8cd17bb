import { OFFICE, PHONE_HREF, pendingSentence } from '@/lib/content/school';
import styles from './Pending.module.css';

/** What a family can do while something is pending: call or e-mail the office once it has given them, and the enquiry form always. */
export function Meanwhile() {
  return (
    <>
      Meanwhile, please{' '}
      {PHONE_HREF ? (
        <>
          call <a href={PHONE_HREF}>{OFFICE.phone}</a>,{' '}
        </>
      ) : null}
      {OFFICE.email ? (
        <>
          e-mail <a href={`mailto:${OFFICE.email}`}>{OFFICE.email}</a>,{' '}
        </>
      ) : null}
      {PHONE_HREF || OFFICE.email ? 'or ' : ''}write to the school with the <a href="/contact-us#enquiry-title">admission enquiry form</a>.
    </>
  );
}

/** One wording for what the office has still to supply: never a guess, a sample or a placeholder link. */
export default function Pending({ what, meanwhile = false }: { what: string; meanwhile?: boolean }) {
  return (
    <p className={styles.pending} data-pending="">
      {pendingSentence(what)}
      {meanwhile ? (
        <>
          {' '}
          <Meanwhile />
        </>
      ) : null}
    </p>
  );
}
