import { externalUrl, isNullish, providerFileUrl } from './urls';

const BASE = 'https://provider.example';

describe('providerFileUrl', () => {
  test('builds {host}/api/image/{path}, encoding each segment', () => {
    expect(providerFileUrl('gallery/Annual Day 1.jpg', BASE)).toBe(`${BASE}/api/image/gallery/Annual%20Day%201.jpg`);
    expect(providerFileUrl('/uploads/a.pdf', BASE)).toBe(`${BASE}/api/image/uploads/a.pdf`);
    expect(providerFileUrl('api/image/uploads/a.pdf', BASE)).toBe(`${BASE}/api/image/uploads/a.pdf`);
  });

  test('keeps a full URL that already points at the provider image path', () => {
    expect(providerFileUrl(`${BASE}/api/image/a/b.png`, BASE)).toBe(`${BASE}/api/image/a/b.png`);
  });

  test('refuses nothing, traversal, other hosts and schemes', () => {
    for (const path of [null, undefined, '', 'null', '../secret', 'a/../../b', '%2e%2e/x', 'https://evil.example/x.jpg', '//evil.example/x', 'javascript:alert(1)', 'data:image/png;base64,AAA', 5, {}]) {
      expect(providerFileUrl(path, BASE)).toBeNull();
    }
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
