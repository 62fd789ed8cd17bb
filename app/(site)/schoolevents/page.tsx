import EventsListing from '@/components/listing/EventsListing';
import ListingPage from '@/components/listing/ListingPage';
import { defaultFilter, SCHOOL_EVENTS } from '@/lib/listings/config';
import JsonLd from '@/components/seo/JsonLd';
import { eventsJsonLd } from '@/lib/site/seo';
import { subscriptionAddress } from '@/lib/feeds/ical';
import { settings } from '@/lib/server/settings';
import { pageMetadata } from '@/lib/site/seo';
import { itemsOf } from '@/lib/listings/items';

export const metadata = pageMetadata(SCHOOL_EVENTS);

export default async function SchoolEventsPage() {
  const events = await itemsOf(SCHOOL_EVENTS);
  return (
    <ListingPage config={SCHOOL_EVENTS}>
      <JsonLd data={eventsJsonLd(events)} />
      <p>
        <a href={subscriptionAddress(settings.siteUrl)}>Subscribe to the school calendar</a> to see every event in your own calendar app, kept up to
        date; or <a href="/calendar.ics" download="KVNS school calendar.ics">download the calendar</a> once.
      </p>
      <EventsListing
        events={events}
        filters={SCHOOL_EVENTS.filters}
        defaults={defaultFilter(SCHOOL_EVENTS, new Date().toISOString())}
      />
    </ListingPage>
  );
}
