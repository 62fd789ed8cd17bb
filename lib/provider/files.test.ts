import { byteRange, contentDisposition, fileKind, headMatchesType, noneMatch, rangeStillValid } from './files';

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

describe('what a file answer checks', () => {
  const bytes = (text: string, offset = 0) => new Uint8Array([...Array(offset).fill(0), ...Buffer.from(text, 'latin1')]);

  test("a file's first bytes must be the type its name says", () => {
    expect(headMatchesType('application/pdf', bytes('%PDF-1.7'))).toBe(true);
    expect(headMatchesType('application/pdf', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
    expect(headMatchesType('image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(headMatchesType('video/mp4', bytes('ftypisom', 4))).toBe(true);
    expect(headMatchesType('video/mp4', bytes('%PDF-'))).toBe(false);
    expect(headMatchesType('application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes('PK\x03\x04'))).toBe(true);
    expect(headMatchesType('application/msword', bytes('PK\x03\x04'))).toBe(false);
    expect(headMatchesType('text/html', bytes('<html>'))).toBe(false);
  });

  test('If-None-Match compares weakly, and * matches any file', () => {
    expect(noneMatch('"abc"', '"abc"')).toBe(true);
    expect(noneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatch('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(noneMatch('*', '"abc"')).toBe(true);
    expect(noneMatch('"other"', '"abc"')).toBe(false);
    expect(noneMatch(null, '"abc"')).toBe(false);
  });

  test('If-Range allows a range only for the strong tag or the exact date', () => {
    const facts = { etag: '"abc"', lastModified: 'Mon, 01 Jun 2026 00:00:00 GMT' };
    expect(rangeStillValid(null, facts)).toBe(true);
    expect(rangeStillValid('"abc"', facts)).toBe(true);
    expect(rangeStillValid('"older"', facts)).toBe(false);
    expect(rangeStillValid('W/"abc"', facts)).toBe(false);
    expect(rangeStillValid('"abc"', { ...facts, etag: 'W/"abc"' })).toBe(false);
    expect(rangeStillValid('Mon, 01 Jun 2026 00:00:00 GMT', facts)).toBe(true);
    expect(rangeStillValid('Sun, 31 May 2026 00:00:00 GMT', facts)).toBe(false);
  });
});
