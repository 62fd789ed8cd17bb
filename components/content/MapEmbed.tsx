'use client';

import { useState } from 'react';
import styles from './ContactDetails.module.css';
import NewTabLink from '@/components/ui/NewTabLink';

/**
 * The map loads only when asked for: a third-party iframe on every visit would cost slow phones
 * time and data, and tell the map provider about every visitor.
 */
export default function MapEmbed({ embedUrl, linkUrl, place }: { embedUrl: string; linkUrl: string; place: string }) {
  const [shown, setShown] = useState(false);
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
          <button type="button" className="button" onClick={() => setShown(true)}>
            Show map
          </button>
        </div>
      )}
      <p>
        <NewTabLink href={linkUrl}>Open the location in Google Maps</NewTabLink>
      </p>
    </div>
  );
}
