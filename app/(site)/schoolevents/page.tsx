import EventsListing from '@/components/listing/EventsListing';
import ListingPage, { listingMetadata } from '@/components/listing/ListingPage';
import { defaultFilter, SCHOOL_EVENTS } from '@/lib/listings';
import { getEvents } from '@/lib/provider/events';

export const metadata = listingMetadata(SCHOOL_EVENTS);

export default async function SchoolEventsPage() {
  return (
    <ListingPage config={SCHOOL_EVENTS}>
      <p>
        <a href="/calendar.ics">Subscribe to the school calendar</a> to see every event in your own calendar app.
      </p>
      <EventsListing
        events={await getEvents()}
        filters={SCHOOL_EVENTS.filters}
        defaults={defaultFilter(SCHOOL_EVENTS, new Date().toISOString())}
      />
    </ListingPage>
  );
}
