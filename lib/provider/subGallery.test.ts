import { isEmptyGalleryItem } from './categories';
import { mergedAlbum } from './subGallery';
import type { GalleryItem } from './types';

const listed: GalleryItem = {
  id: 'g7',
  category: 'PhotoGallery',
  title: 'Sports Day',
  description: 'Races and relays.',
  date: '2026-01-12',
  attachments: ['https://provider.example/api/image/a.jpg', 'https://provider.example/api/image/b.jpg'],
  cover: 'https://provider.example/api/image/a.jpg',
};

test('an album the album call does not know is shown from the listing record', () => {
  expect(mergedAlbum(undefined, listed)).toEqual({ id: 'g7', title: 'Sports Day', description: 'Races and relays.', date: '2026-01-12', attachments: listed.attachments });
});

test("the album call's own values win; its empty ones are filled from the listing", () => {
  const record = { id: 'g7', title: 'Sports Day 2026', description: '', date: null, attachments: [] };
  expect(mergedAlbum(record, listed)).toMatchObject({ title: 'Sports Day 2026', description: 'Races and relays.', date: '2026-01-12', attachments: listed.attachments });
  expect(mergedAlbum(record, undefined)).toBe(record);
  expect(mergedAlbum(undefined, undefined)).toBeNull();
});

test('a record with no title and no photo is empty; either one keeps it', () => {
  expect(isEmptyGalleryItem({ ...listed, title: '', attachments: [] })).toBe(true);
  expect(isEmptyGalleryItem({ ...listed, attachments: [] })).toBe(false);
  expect(isEmptyGalleryItem({ ...listed, title: '' })).toBe(false);
});
