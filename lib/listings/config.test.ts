import { PROVIDER_SAMPLE } from '@/test/providerSample';
import { CIRCULARS, NEWSLETTERS, PHOTO_GALLERY, PROVIDER_PAGES, SPORTS_CORNER } from './config';

test('each page shows its own items of its kind: newsletters apart from circulars, each gallery its category', () => {
  expect(CIRCULARS.pick(PROVIDER_SAMPLE).every((record) => record.category === 'Circular')).toBe(true);
  expect(NEWSLETTERS.pick(PROVIDER_SAMPLE).map((record) => record.title)).toEqual(['KVNS Chronicle: Term 1']);
  expect(PHOTO_GALLERY.pick(PROVIDER_SAMPLE).map((album) => album.category)).toEqual(['PhotoGallery', 'PhotoGallery']);
  expect(SPORTS_CORNER.pick(PROVIDER_SAMPLE).map((album) => album.title)).toEqual(['Swimming Gala']);
  expect(SPORTS_CORNER.pick({ news: PROVIDER_SAMPLE.news })).toEqual([]);
});

test('every item of the lists is shown by one page, never two', () => {
  const shown = PROVIDER_PAGES.flatMap((page) => page.pick(PROVIDER_SAMPLE).map((item) => `${page.kind}:${item.id}`));
  // Notifications are no listing's: every page shows them at its top (components/notices).
  const listed = Object.entries(PROVIDER_SAMPLE).filter(([kind]) => kind !== 'notifications').flatMap(([kind, items]) => items.map((item) => `${kind}:${item.id}`));
  expect(shown.sort()).toEqual(listed.sort());
});

test('a gallery record with neither a title nor a photo is on no page', () => {
  const empty = { ...PROVIDER_SAMPLE.gallery[0]!, id: 'g000009', title: '', attachments: [] };
  const lists = { gallery: [...PROVIDER_SAMPLE.gallery, empty] };
  expect(PROVIDER_PAGES.flatMap((page) => page.pick(lists)).map((item) => item.id)).not.toContain('g000009');
});

test("the provider's case of a category does not matter", () => {
  const gallery = [
    { ...PROVIDER_SAMPLE.gallery[0]!, id: 'a', category: 'photogallery' },
    { ...PROVIDER_SAMPLE.gallery[0]!, id: 'b', category: 'SPORTSCORNER' },
  ];
  expect(PHOTO_GALLERY.pick({ gallery }).map((item) => item.id)).toEqual(['a']);
  expect(SPORTS_CORNER.pick({ gallery }).map((item) => item.id)).toEqual(['b']);
  const circulars = [
    { ...PROVIDER_SAMPLE.circulars[0]!, id: 'c', category: 'NEWSLETTER' },
    { ...PROVIDER_SAMPLE.circulars[0]!, id: 'd', category: 'circular' },
  ];
  expect(NEWSLETTERS.pick({ circulars }).map((item) => item.id)).toEqual(['c']);
  expect(CIRCULARS.pick({ circulars }).map((item) => item.id)).toEqual(['d']);
});
