import { fileAddressesIn } from './knownFiles';

test('finds every /files/ address in records, however deep, in one spelling', () => {
  const records = [
    { id: 'n1', attachments: ['/files/news/a%20b.pdf'], descriptionHtml: '<p>/files/not-an-address</p>' },
    { id: 'g1', cover: '/files/gallery/c.jpg', attachments: ['/files/gallery/c.jpg', '/files/gallery/d.jpg'], nested: { photo: '/files/leaders/p.jpg' } },
    { id: 'v1', videoUrl: 'https://www.youtube.com/watch?v=x', thumbnail: null },
  ];
  expect([...fileAddressesIn(records)].sort()).toEqual(['/files/gallery/c.jpg', '/files/gallery/d.jpg', '/files/leaders/p.jpg', '/files/news/a b.pdf']);
});
