import { byteRange, contentDisposition, fileKind } from './files';

test('serves documents and photos by extension, and nothing that could run as the site', () => {
  expect(fileKind('Fee circular.PDF')).toEqual({ type: 'application/pdf', inline: true });
  expect(fileKind('a.jpeg')?.type).toBe('image/jpeg');
  expect(fileKind('form.docx')).toMatchObject({ inline: false });
  for (const name of ['logo.svg', 'page.html', 'x.js', 'noextension', 'archive.zip']) expect(fileKind(name)).toBeNull();
});

test('names the file, in ASCII and exactly', () => {
  expect(contentDisposition('Fee circular 2026.pdf', true)).toBe(`inline; filename="Fee circular 2026.pdf"; filename*=UTF-8''Fee%20circular%202026.pdf`);
  expect(contentDisposition('शुल्क "new".docx', false)).toBe(`attachment; filename="_____ _new_.docx"; filename*=UTF-8''${encodeURIComponent('शुल्क "new".docx')}`);
});

test.each([
  ['bytes=0-99', { start: 0, end: 99 }],
  ['bytes=100-', { start: 100, end: 999 }],
  ['bytes=-100', { start: 900, end: 999 }],
  ['bytes=990-2000', { start: 990, end: 999 }],
  ['bytes=-5000', { start: 0, end: 999 }],
  ['bytes=1000-', 'unsatisfiable'],
  ['bytes=5-1', 'unsatisfiable'],
  ['bytes=-0', 'unsatisfiable'],
  ['bytes=0-1,5-9', null],
  ['items=0-1', null],
  [null, null],
])('Range %s of 1,000 bytes', (header, expected) => {
  expect(byteRange(header, 1000)).toEqual(expected);
});
