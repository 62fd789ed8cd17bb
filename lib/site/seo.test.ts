import type { SchoolEvent } from '../provider/types';
import { SCHOOL } from '../content/school';
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
  it('describes the school with its name, founding date and logo, and no phone, e-mail or address the office has not supplied', () => {
    expect(schoolJsonLd()).toMatchObject({ '@type': 'School', name: SCHOOL.name, foundingDate: '2002', logo: absoluteUrl('/images/logo.svg') });
    // A fresh deployment, whatever content/school.yaml holds today.
    jest.isolateModules(() => {
      jest.doMock('../content/office', () => ({
        ...jest.requireActual('../content/office'),
        readOfficeFacts: () => ({ ...jest.requireActual<typeof import('../content/office')>('../content/office').readOfficeFacts(), phone: null, email: null, address: null }),
      }));
      const school = jest.requireActual<typeof import('./seo')>('./seo').schoolJsonLd();
      expect(school).not.toHaveProperty('telephone');
      expect(school).not.toHaveProperty('email');
      expect(school).not.toHaveProperty('address');
    });
  });

  it("gives the phone, e-mail and address once content/school.yaml supplies them", () => {
    const address = { street: '1 School Road', locality: 'Mumbai', region: 'Maharashtra', postalCode: '400001' };
    jest.isolateModules(() => {
      jest.doMock('../content/office', () => ({
        ...jest.requireActual('../content/office'),
        readOfficeFacts: () => ({ phone: '+91 22 1234 5678', email: 'office@school.example', address, social: null, parentPortal: null, erpPortal: null }),
      }));
      const seo = jest.requireActual<typeof import('./seo')>('./seo');
      expect(seo.schoolJsonLd()).toMatchObject({
        telephone: '+91 22 1234 5678',
        email: 'office@school.example',
        address: { '@type': 'PostalAddress', streetAddress: '1 School Road', addressLocality: 'Mumbai', postalCode: '400001', addressCountry: 'IN' },
      });
    });
  });

  it('makes an Event of each dated school event, in plain text, at its venue', () => {
    const [annualDay, ...rest] = eventsJsonLd([event({}), event({ id: '2', date: null })]);
    expect(rest).toEqual([]);
    expect(annualDay).toMatchObject({
      '@type': 'Event',
      name: 'Annual Day',
      startDate: '2026-12-05T10:00:00+05:30',
      description: 'Our annual day & prize giving',
      location: { '@type': 'Place', name: 'Auditorium' },
    });
  });

  it("gives an event's times as the page shows them, in India's time: the day in Mumbai, the school's clock, never UTC", () => {
    // 06:00 UTC is 11:30 in Mumbai; the school wrote 9:00 AM to 1:00 PM, and that is what the page says.
    const [sportsDay] = eventsJsonLd([event({ date: '2026-12-09T20:00:00.000Z', time: '9:00 AM to 1:00 PM' })]);
    expect(sportsDay).toMatchObject({ startDate: '2026-12-10T09:00:00+05:30', endDate: '2026-12-10T13:00:00+05:30' });
    const [noTime] = eventsJsonLd([event({ date: '2026-12-10T06:00:00.000Z', time: '' })]);
    expect(noTime).toMatchObject({ startDate: '2026-12-10' });
    expect(noTime).not.toHaveProperty('endDate');
  });

  it('cannot be closed early by text from the provider', () => {
    const json = serializeJsonLd(eventsJsonLd([event({ title: '</script><script>alert(1)</script>' })]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)[0].name).toBe('</script><script>alert(1)</script>');
  });
});
