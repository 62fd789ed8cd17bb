import { accoladeCard, galleryCard, newsletterCard, photoCountLabel, safeGalleryOrigin, subGalleryHref, videoCard } from './cards';

const album = {
  id: 'g1',
  category: 'PhotoGallery',
  title: 'Sports Day',
  description: 'Relays',
  date: '2026-01-05T00:00:00.000Z',
  attachments: ['http://p/api/image/a.jpg', 'http://p/api/image/b.jpg'],
  cover: 'http://p/api/image/a.jpg',
};

test('an album card: first attachment as cover, photo count, View All to its sub gallery with the origin', () => {
  expect(galleryCard(album, '/sport-corner')).toEqual({
    id: 'g1',
    title: 'Sports Day',
    description: 'Relays',
    date: album.date,
    cover: 'http://p/api/image/a.jpg',
    photoCount: 2,
    action: { kind: 'link', label: 'View All', href: '/subgallery?id=g1&from=%2Fsport-corner' },
  });
});

test('an album without photos has no cover (the default image shows) and 0 photos', () => {
  expect(galleryCard({ ...album, attachments: [], cover: null }, '/photo-gallery')).toMatchObject({ cover: null, photoCount: 0 });
});

test('an album whose first attachment is "null" shows the default cover, and counts its real photos', () => {
  expect(galleryCard({ ...album, cover: null }, '/photo-gallery')).toMatchObject({ cover: null, photoCount: 2 });
});

test('the photo count reads in the singular for one photo', () => {
  expect([0, 1, 2].map(photoCountLabel)).toEqual(['0 Photos', '1 Photo', '2 Photos']);
});

test('the origin passed to the sub gallery is kept to this site\'s gallery routes', () => {
  expect(safeGalleryOrigin('/activity')).toBe('/activity');
  for (const bad of ['https://evil.example', '//evil.example', '/admin', '', undefined, ['/activity']]) {
    expect(safeGalleryOrigin(bad)).toBe('/photo-gallery');
  }
  expect(subGalleryHref('g2', 'javascript:alert(1)')).toBe('/subgallery?id=g2&from=%2Fphoto-gallery');
});

test('accolades open their photos; newsletters their first file, with the first image as cover; videos their URL', () => {
  expect(accoladeCard({ id: 'm1', title: 'Award', description: '', date: null, attachments: ['x'] }).action).toEqual({
    kind: 'photos',
    label: 'View All',
    photos: ['x'],
  });
  expect(accoladeCard({ id: 'm2', title: 'Award', description: '', date: null, attachments: [] }).action).toBeNull();
  const newsletter = newsletterCard({ id: 'c1', category: 'newsletter', title: 'Chronicle', date: null, attachments: ['f.pdf'], images: ['cover.jpg', 'b.jpg'] });
  expect(newsletter).toMatchObject({ cover: 'cover.jpg', action: { kind: 'link', href: 'f.pdf', newTab: true } });
  const video = videoCard({ id: 'v1', title: 'Tour', date: null, videoUrl: 'https://www.youtube.com/watch?v=a', thumbnail: null });
  expect(video.action).toEqual({ kind: 'link', label: 'Watch video', href: 'https://www.youtube.com/watch?v=a', newTab: true });
  expect(videoCard({ id: 'v2', title: 'Tour', date: null, videoUrl: null, thumbnail: null }).action).toBeNull();
});
