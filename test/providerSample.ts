/** A small sample of the provider's lists, as normalised records, for the search's tests. */
import type { ProviderLists } from '@/lib/provider/kinds';

const base = { attachments: [], images: [] };

export const PROVIDER_SAMPLE = {
  news: [
    { id: 'n1', title: 'Annual Day on the 6th', descriptionHtml: '<p>Parents are invited to the <strong>Annual Day</strong> in the school auditorium.</p>', link: null, date: '2026-11-01T00:00:00.000Z', attachments: [] },
    { id: 'n2', title: 'New robotics lab inaugurated', descriptionHtml: '<p>A new robotics lab with 30 kits opens for Std V to X.</p>', link: null, date: '2026-09-03T00:00:00.000Z', attachments: [] },
    { id: 'n3', title: 'Last Year Item', descriptionHtml: '<p>A look back at the last year in school.</p>', link: null, date: '2025-03-31T00:00:00.000Z', attachments: [] },
  ],
  circulars: [
    { ...base, id: 'c1', category: 'Circular', title: 'Diwali vacation schedule', date: '2026-10-12T00:00:00.000Z' },
    { ...base, id: 'c2', category: 'Circular', title: 'Picnic to the science centre for Std III', date: '2026-08-20T00:00:00.000Z' },
    { ...base, id: 'c3', category: 'Circular', title: 'Fee payment: second instalment due 31st October', date: '2026-08-01T00:00:00.000Z' },
    { ...base, id: 'c4', category: 'Circular', title: 'Fees reminder', date: '2026-10-20T00:00:00.000Z' },
    { ...base, id: 'l1', category: 'Newsletter', title: 'KVNS Chronicle: Term 1', date: '2026-10-28T00:00:00.000Z' },
  ],
  events: [
    { id: 'e1', title: 'Parent-Teacher Meeting', descriptionHtml: 'Meet the class teachers to discuss the first term.', time: '8:30 AM to 12:30 PM', venue: 'Classrooms', date: '2026-11-12T00:00:00.000Z', images: [] },
  ],
  gallery: [
    { id: 'g000001', category: 'PhotoGallery', title: 'Annual Day 2025', description: 'Dance, drama and music on the school stage.', date: '2025-12-06T00:00:00.000Z', attachments: [], cover: null },
    { id: 'g000004', category: 'PhotoGallery', title: 'Sports Day 2025', description: 'Races, relays and the march past on the school ground.', date: '2025-12-20T00:00:00.000Z', attachments: [], cover: null },
    { id: 'g000002', category: 'SportsCorner', title: 'Swimming Gala', description: 'Freestyle and backstroke events for Std IV to X.', date: '2026-06-02T00:00:00.000Z', attachments: [], cover: null },
    { id: 'g000003', category: 'AchievementKapolites', title: 'State Level Swimming', description: 'Aarav Mehta (Std VIII) won two golds at the state championship.', date: '2026-10-05T00:00:00.000Z', attachments: [], cover: null },
  ],
  videos: [{ id: 'v1', title: 'Campus Tour', date: '2026-11-05T00:00:00.000Z', videoUrl: null, thumbnail: null }],
  accolades: [{ id: 'a1', title: 'Green School Award', description: 'For our rainwater harvesting and solar panels.', date: '2026-08-05T00:00:00.000Z', attachments: [] }],
  notifications: [{ id: 't1', title: 'School closed on Monday', descriptionHtml: '<p>After the heavy rain the school is <strong>closed</strong> on Monday; classes resume on Tuesday.</p>', url: null, images: [], attachments: [] }],
} satisfies ProviderLists;
