'use client';

import { useState } from 'react';
import Modal from '@/components/ui/Modal';
import ProviderImage from '@/components/ui/ProviderImage';
import { useQuietMoment } from '@/components/ui/useQuietMoment';
import type { SchoolNotification } from '@/lib/provider/types';
import styles from './Home.module.css';
import NotificationWords from '@/components/notices/NotificationWords';

/** Closing it closes it for this view only, so a parent who comes back sees the notice again. */
export default function NotificationPopup({ notifications }: { notifications: SchoolNotification[] }) {
  // The server renders it closed; the browser opens it once idle after hydration (opening a modal restyles
  // the whole page: in hydration's own task it made that task 57 ms long), and not over a menu the visitor
  // opened or under a tap they are making.
  const quiet = useQuietMoment();
  const [closed, setClosed] = useState(false);
  const [first] = notifications;
  if (!first) return null;

  return (
    <Modal open={quiet && !closed} onClose={() => setClosed(true)} title={first.title || 'Notification'}>
      {notifications.map((notification) => (
        <div key={notification.id} className={styles.notification}>
          {notification !== first ? <h3>{notification.title}</h3> : null}
          {notification.images[0] ? (
            <div className={styles.notificationImage}>
              <ProviderImage src={notification.images[0]} alt={notification.title} sizes="(max-width: 1000px) 100vw, 900px" />
            </div>
          ) : null}
          <NotificationWords notification={notification} />
        </div>
      ))}
    </Modal>
  );
}
