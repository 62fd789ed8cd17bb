import { externalUrl, fileAddress, isNullish, providerUrlOfAddress } from './urls';

const BASE = 'https://provider.example';

describe('fileAddress', () => {
  test('is the site\'s /files/{path}, encoding each segment', () => {
    expect(fileAddress('gallery/Annual Day 1.jpg', BASE)).toBe('/files/gallery/Annual%20Day%201.jpg');
    expect(fileAddress('/uploads/a.pdf', BASE)).toBe('/files/uploads/a.pdf');
    expect(fileAddress('api/image/uploads/a.pdf', BASE)).toBe('/files/uploads/a.pdf');
  });

  test('takes a full URL that already points at the provider image path', () => {
    expect(fileAddress(`${BASE}/api/image/a/b.png`, BASE)).toBe('/files/a/b.png');
  });

  test('refuses nothing, traversal, other hosts and schemes', () => {
    for (const path of [null, undefined, '', 'null', '../secret', 'a/../../b', '%2e%2e/x', 'a/%2F/b', 'https://evil.example/x.jpg', '//evil.example/x', 'javascript:alert(1)', 'data:image/png;base64,AAA', 5, {}]) {
      expect(fileAddress(path, BASE)).toBeNull();
    }
  });
});

describe('providerUrlOfAddress', () => {
  test('is the provider\'s file behind a /files/ address, and nothing for another address or a trick', () => {
    expect(providerUrlOfAddress('/files/gallery/Annual%20Day%201.jpg', BASE)).toBe(`${BASE}/api/image/gallery/Annual%20Day%201.jpg`);
    for (const address of ['/news', '/files/', '/files/a/%2e%2e/b', '/files/a/../b', '/files/a%2Fb', '/filesx/a.jpg']) expect(providerUrlOfAddress(address, BASE)).toBeNull();
  });
});

describe('externalUrl', () => {
  test('keeps http and https links only', () => {
    expect(externalUrl('https://www.youtube.com/watch?v=x')).toBe('https://www.youtube.com/watch?v=x');
    expect(externalUrl('http://example.org/a')).toBe('http://example.org/a');
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('not a url')).toBeNull();
    expect(externalUrl('null')).toBeNull();
  });
});

test('isNullish recognises the provider\'s ways of saying nothing', () => {
  expect([null, undefined, '', ' ', 'null', 'NULL', 'undefined'].every(isNullish)).toBe(true);
  expect([0, false, 'a', {}].some(isNullish)).toBe(false);
});
