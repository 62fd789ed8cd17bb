'use client';

import Lightbox from '@/components/ui/Lightbox';
import { formatDayShortMonthYear } from '@/lib/time/dates';
import type { FilterOptions, ListFilter } from '@/lib/listings/filters';
import type { SchoolEvent } from '@/lib/provider/types';
import DatedListing from './DatedListing';
import listing from './Listing.module.css';
import styles from './NewsListing.module.css';
import { FALLBACK } from '@/lib/content/fallbacks';

/** The school's events, filtered by year, month and title, newest first. */
export default function EventsListing({ events, filters, defaults }: { events: SchoolEvent[]; filters: FilterOptions; defaults: ListFilter }) {
  return (
    <DatedListing
      items={events}
      filters={filters}
      defaults={defaults}
      noun="events"
      empty={
        <p className={listing.empty}>
          <strong>{FALLBACK.noData}</strong>
        </p>
      }
      renderItem={(event) => (
        <>
          <h2>{event.title || FALLBACK.title}</h2>
          <dl className={styles.meta}>
            <div>
              <dt>Date</dt>
              <dd>{formatDayShortMonthYear(event.date) || FALLBACK.notAvailable}</dd>
            </div>
            {event.time ? (
              <div>
                <dt>Time</dt>
                <dd>{event.time}</dd>
              </div>
            ) : null}
            {event.venue ? (
              <div>
                <dt>Venue</dt>
                <dd>{event.venue}</dd>
              </div>
            ) : null}
          </dl>
          {event.descriptionHtml ? <div className={styles.description} dangerouslySetInnerHTML={{ __html: event.descriptionHtml }} /> : null}
          {event.date ? (
            <p className={styles.links}>
              <a href={`/calendar/${encodeURIComponent(event.id)}.ics`} download>
                Add to calendar<span className="visually-hidden">: {event.title}</span>
              </a>
            </p>
          ) : null}
          {event.images.length > 0 ? (
            <Lightbox
              columns={4}
              label={event.title}
              photos={event.images.map((src, index) => ({ src, width: 1200, height: 800, alt: `${event.title}, photo ${index + 1}` }))}
            />
          ) : null}
        </>
      )}
    />
  );
}
