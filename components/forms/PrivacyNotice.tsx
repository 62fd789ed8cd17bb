import { PRIVACY_NOTICE_VERSION, SHORT_NOTICE } from '@/lib/content/pages/privacy';
import styles from './Form.module.css';

/** The short notice read before Send: what is collected, why, who reads it, how long it is kept, how to withdraw; the full notice one link away. */
export default function PrivacyNotice({ form }: { form: keyof typeof SHORT_NOTICE }) {
  return (
    <p className={styles.privacyNote} id={`${form}-privacy`}>
      {SHORT_NOTICE[form]} <a href="/privacy">Privacy notice</a> (version {PRIVACY_NOTICE_VERSION.version}, {PRIVACY_NOTICE_VERSION.date}).
    </p>
  );
}
