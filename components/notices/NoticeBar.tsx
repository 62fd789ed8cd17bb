import type { SchoolNotification } from '@/lib/provider/types';
import { noticeAnchor, dismissibleNotice } from '@/lib/site/notices';
import NotificationWords from './NotificationWords';
import DismissNotice from './DismissNotice';
import styles from './NoticeBar.module.css';

/**
 * The content service's current notifications, one line each at the top of every page: the title opens its
 * words (a <details>, so without scripts too), with scripts a notice can be dismissed in this browser.
 */
export default function NoticeBar({ notifications }: { notifications: SchoolNotification[] }) {
  if (notifications.length === 0) return null;
  return (
    <aside aria-label="Notices from the school" className={styles.bar}>
      {notifications.map((notification) => (
        <div key={notification.id} className={styles.notice} data-notice-id={dismissibleNotice(notification.id) ? notification.id : undefined}>
          <details className={`container ${styles.line}`}>
            <summary>
              <span className={styles.label}>Notice:</span> {notification.title || 'A notice from the school'}
            </summary>
            <div id={noticeAnchor(notification.id)} className={styles.words}>
              <NotificationWords notification={notification} />
            </div>
          </details>
          {dismissibleNotice(notification.id) ? <DismissNotice id={notification.id} title={notification.title} /> : null}
        </div>
      ))}
    </aside>
  );
}
