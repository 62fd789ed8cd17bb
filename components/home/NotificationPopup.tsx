'use client';

import { useState, useSyncExternalStore } from 'react';
import Modal from '@/components/ui/Modal';
import ProviderImage from '@/components/ui/ProviderImage';
import { useIdle } from '@/components/ui/useIdle';
import type { SchoolNotification } from '@/lib/provider/types';
import styles from './Home.module.css';

const DISMISSED_KEY = 'kvns:dismissed-notifications';

function subscribeStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * Shown on load when the school has at least one notification. Once a visitor closes
 * it, the same notifications do not open again on every visit; a new one does.
 */
export default function NotificationPopup({ notifications }: { notifications: SchoolNotification[] }) {
  const signature = notifications.map((notification) => notification.id).join(',');
  // The server renders it closed; the browser opens it once idle after hydration, unless it was dismissed.
  // (Opening a modal restyles the whole page: in hydration's own task it made that task 57 ms long.)
  const idle = useIdle();
  const dismissed = useSyncExternalStore(subscribeStorage, () => readDismissed() === signature, () => true);
  const [closed, setClosed] = useState(false);
  const [first] = notifications;
  if (!first) return null;

  const close = () => {
    setClosed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, signature);
    } catch {
      // Private browsing may refuse storage; the popup simply shows again next time.
    }
  };

  return (
    <Modal open={idle && !dismissed && !closed} onClose={close} title={first.title || 'Notification'}>
      {notifications.map((notification) => (
        <div key={notification.id} className={styles.notification}>
          {notification !== first ? <h3>{notification.title}</h3> : null}
          {notification.images[0] ? (
            <div className={styles.notificationImage}>
              <ProviderImage src={notification.images[0]} alt={notification.title} sizes="(max-width: 1000px) 100vw, 900px" />
            </div>
          ) : null}
          {/* Sanitised at the provider boundary. */}
          <div dangerouslySetInnerHTML={{ __html: notification.descriptionHtml }} />
          {notification.url ? (
            <p>
              <a href={notification.url} target="_blank" rel="noopener noreferrer">
                Read more<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </div>
      ))}
    </Modal>
  );
}
