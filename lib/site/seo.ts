// Pure functions of typed content, so every route gets the same complete set of tags.
import type { Metadata } from 'next';
import { settings } from '@/lib/server/settings';
import { OFFICE, SCHOOL } from '../content/school';
import { stripMarkup } from '../provider/html';
import { eventClock, isoInIndia } from '../provider/eventTimes';
import type { SchoolEvent } from '../provider/types';
import { HOME_PATH } from '@/lib/http/routes';

const { siteUrl } = settings;

export interface PageSeo {
  /** The page's own title; the layout's template adds the school's short name. */
  title: string;
  description: string;
  /** The canonical path on this site, e.g. '/news' or '/subgallery?id=12'. */
  path: string;
  /** Kept out of search results (empty albums, the 404). */
  noIndex?: boolean;
  /** Use the title as it is, without the template (the splash). */
  absoluteTitle?: boolean;
}

/** The card drawn with the school's name (app/share-card.png), at the size Open Graph asks. */
export const SHARE_CARD = { url: '/share-card.png', width: 1200, height: 630, alt: SCHOOL.name } as const;

/** The picture link previews show: the office's (content/school.yaml), else the card. */
export const SHARE_IMAGE = OFFICE.sharePicture
  ? { url: OFFICE.sharePicture.file, width: OFFICE.sharePicture.width, height: OFFICE.sharePicture.height, alt: OFFICE.sharePicture.alt }
  : SHARE_CARD;

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export function fullTitle(seo: Pick<PageSeo, 'title' | 'absoluteTitle'>): string {
  return seo.absoluteTitle ? seo.title : `${seo.title} | ${SCHOOL.shortName}`;
}

// Next merges metadata shallowly (a page's openGraph replaces the layout's), so every page gets the
// whole set from here.
export function pageMetadata(seo: PageSeo): Metadata {
  const title = fullTitle(seo);
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    alternates: { canonical: seo.path },
    openGraph: {
      type: 'website',
      locale: 'en_IN',
      siteName: SCHOOL.name,
      url: seo.path,
      title,
      description: seo.description,
      images: [SHARE_IMAGE],
    },
    twitter: { card: 'summary_large_image', title, description: seo.description, images: [SHARE_IMAGE.url] },
    robots: seo.noIndex ? { index: false, follow: true } : undefined,
  };
}

type JsonLd = Record<string, unknown>;

/** The school's postal address, once the office gives it. */
const SCHOOL_ADDRESS = OFFICE.address && {
  '@type': 'PostalAddress',
  streetAddress: OFFICE.address.street,
  addressLocality: OFFICE.address.locality,
  addressRegion: OFFICE.address.region,
  postalCode: OFFICE.address.postalCode,
  addressCountry: 'IN',
};

/** Only what the office has supplied: a pending phone, e-mail or address is left out, never guessed. */
const supplied = (fields: Record<string, unknown>): JsonLd => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));

/** The school as schema.org describes one: for the home and contact pages. */
export function schoolJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'School',
    '@id': absoluteUrl('/#school'),
    name: SCHOOL.name,
    alternateName: SCHOOL.shortName,
    description: SCHOOL.description,
    url: absoluteUrl(HOME_PATH),
    logo: absoluteUrl('/images/logo.svg'),
    // A picture of the school only once the office gives one: the card is not one.
    ...supplied({ image: OFFICE.sharePicture && absoluteUrl(OFFICE.sharePicture.file) }),
    foundingDate: String(SCHOOL.foundingYear),
    ...supplied({ telephone: OFFICE.phone, email: OFFICE.email, address: SCHOOL_ADDRESS }),
  };
}

/** The site as schema.org describes one, with its search, so search engines can offer a search box for it. */
export function websiteJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    name: SCHOOL.name,
    alternateName: SCHOOL.shortName,
    url: absoluteUrl(HOME_PATH),
    publisher: { '@id': absoluteUrl('/#school') },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * School events as schema.org Events held at the school; events without a date are left out. Their times are
 * the page's (the day in Mumbai, the time as the school wrote it) in India's offset, never the provider's UTC.
 */
export function eventsJsonLd(events: SchoolEvent[]): JsonLd[] {
  return events.flatMap((event) => {
    const clock = eventClock(event);
    return clock ? [{ event, clock }] : [];
  })
    .map(({ event, clock }) => ({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      startDate: isoInIndia(clock.day, clock.from),
      ...(clock.to ? { endDate: isoInIndia(clock.day, clock.to) } : {}),
      ...(stripMarkup(event.descriptionHtml) ? { description: stripMarkup(event.descriptionHtml) } : {}),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: event.venue || SCHOOL.name, ...supplied({ address: SCHOOL_ADDRESS }) },
      organizer: { '@id': absoluteUrl('/#school') },
    }));
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
