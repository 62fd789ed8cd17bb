import EventsListing from '@/components/listing/EventsListing';
import ListingPage, { listingMetadata } from '@/components/listing/ListingPage';
import { defaultFilter, SCHOOL_EVENTS } from '@/lib/listings';
import { getEvents } from '@/lib/provider/events';

export const metadata = listingMetadata(SCHOOL_EVENTS);

export default async function SchoolEventsPage() {
  return (
    <ListingPage config={SCHOOL_EVENTS}>
      <EventsListing
        events={await getEvents()}
        filters={SCHOOL_EVENTS.filters}
        defaults={defaultFilter(SCHOOL_EVENTS, new Date().toISOString())}
      />
    </ListingPage>
  );
}
