import type { SchoolNotification } from '@/lib/provider/types';
import styles from './Home.module.css';

/** The notices in the page for browsers without scripts, which the pop-up needs; hidden once scripts run. */
export default function NotificationNotice({ notifications }: { notifications: SchoolNotification[] }) {
  if (notifications.length === 0) return null;
  return (
    <section aria-labelledby="notice-title" className={`container ${styles.notice}`} data-without-scripts>
      <h2 id="notice-title">Notice</h2>
      {notifications.map((notification) => (
        <div key={notification.id}>
          <h3>{notification.title || 'Notification'}</h3>
          {/* Sanitised at the provider boundary. */}
          <div dangerouslySetInnerHTML={{ __html: notification.descriptionHtml }} />
          {notification.url ? (
            <p>
              <a href={notification.url}>Read more</a>
            </p>
          ) : null}
        </div>
      ))}
    </section>
  );
}
