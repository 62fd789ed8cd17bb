import type { SchoolEvent } from './provider/types';
import { SCHOOL } from './content/school';
import { absoluteUrl, eventsJsonLd, pageMetadata, schoolJsonLd, serializeJsonLd } from './seo';

const event = (overrides: Partial<SchoolEvent>): SchoolEvent => ({
  id: '1',
  date: '2026-12-05',
  title: 'Annual Day',
  descriptionHtml: '<p>Our <b>annual</b> day &amp; prize giving</p>',
  time: '10:00 AM',
  venue: 'Auditorium',
  images: [],
  ...overrides,
});

describe('pageMetadata', () => {
  it('gives a page its title, description, canonical path, Open Graph and Twitter card', () => {
    const metadata = pageMetadata({ title: 'News', description: 'Latest news.', path: '/news' });
    expect(metadata.title).toBe('News');
    expect(metadata.description).toBe('Latest news.');
    expect(metadata.alternates?.canonical).toBe('/news');
    expect(metadata.openGraph).toMatchObject({
      title: 'News | KVNS',
      description: 'Latest news.',
      url: '/news',
      siteName: SCHOOL.name,
      locale: 'en_IN',
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'News | KVNS' });
    expect(metadata.robots).toBeUndefined();
  });

  it('keeps an absolute title whole and can keep a page out of the index', () => {
    const metadata = pageMetadata({ title: 'The School', absoluteTitle: true, description: 'd', path: '/', noIndex: true });
    expect(metadata.title).toEqual({ absolute: 'The School' });
    expect(metadata.openGraph?.title).toBe('The School');
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe('structured data', () => {
  it('describes the school with its name, address, phone, founding date and logo', () => {
    expect(schoolJsonLd()).toMatchObject({
      '@type': 'School',
      name: SCHOOL.name,
      foundingDate: '2002',
      telephone: SCHOOL.phone,
      logo: absoluteUrl('/images/logo.svg'),
      address: { '@type': 'PostalAddress', addressLocality: 'Mumbai', postalCode: SCHOOL.address.postalCode },
    });
  });

  it('makes an Event of each dated school event, in plain text, at its venue', () => {
    const [annualDay, ...rest] = eventsJsonLd([event({}), event({ id: '2', date: null })]);
    expect(rest).toEqual([]);
    expect(annualDay).toMatchObject({
      '@type': 'Event',
      name: 'Annual Day',
      startDate: '2026-12-05',
      description: 'Our annual day & prize giving',
      location: { '@type': 'Place', name: 'Auditorium' },
    });
  });

  it('cannot be closed early by text from the provider', () => {
    const json = serializeJsonLd(eventsJsonLd([event({ title: '</script><script>alert(1)</script>' })]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)[0].name).toBe('</script><script>alert(1)</script>');
  });
});
