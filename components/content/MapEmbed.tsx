'use client';

import { useState, useSyncExternalStore } from 'react';
import styles from './ContactDetails.module.css';
import NewTabLink from '@/components/ui/NewTabLink';

const subscribeToNothing = () => () => undefined;

// A third-party iframe on every visit would cost slow phones time and data and tell the map provider of
// every visitor, so it loads on request; without scripts "Show map" links to Google Maps.
export default function MapEmbed({ embedUrl, linkUrl, place }: { embedUrl: string; linkUrl: string; place: string }) {
  const [shown, setShown] = useState(false);
  const scripted = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  return (
    <div className={styles.map}>
      {shown ? (
        <iframe
          className={styles.mapFrame}
          src={embedUrl}
          title={`Map showing ${place}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div className={styles.mapPlaceholder}>
          <p>The map is loaded from Google Maps when you ask for it.</p>
          {scripted ? (
            <button type="button" className="button" onClick={() => setShown(true)}>
              Show map
            </button>
          ) : (
            <a className="button" href={linkUrl} target="_blank" rel="noopener noreferrer">
              Show map
            </a>
          )}
        </div>
      )}
      <p>
        <NewTabLink href={linkUrl}>Open the location in Google Maps</NewTabLink>
      </p>
    </div>
  );
}
