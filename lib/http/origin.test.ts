import { acceptedFormOrigins, isAcceptedOrigin } from './origin';

describe('which pages may post the forms', () => {
  const site = acceptedFormOrigins('https://www.kvns.example', ['https://preview.kvns.example']);

  test("SITE_URL's origin and FORM_ALLOWED_ORIGINS are accepted", () => {
    expect(isAcceptedOrigin('https://www.kvns.example', site)).toBe(true);
    expect(isAcceptedOrigin('https://preview.kvns.example', site)).toBe(true);
  });

  test('any other origin is refused, whatever host the request names (DNS rebinding)', () => {
    for (const origin of ['http://evil.example', 'http://www.kvns.example', 'https://www.kvns.example:8443', 'https://www.kvns.example.evil.example', 'http://localhost:3000', 'null', '', 'not a url']) {
      expect(isAcceptedOrigin(origin, site)).toBe(false);
    }
    expect(isAcceptedOrigin(null, site)).toBe(false);
  });

  test("a site on a loopback address accepts its other loopback names on the same port, and nothing else", () => {
    const local = acceptedFormOrigins('http://localhost:3000', []);
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) expect(isAcceptedOrigin(origin, local)).toBe(true);
    for (const origin of ['http://127.0.0.1:3001', 'https://localhost:3000', 'http://evil.example:3000']) expect(isAcceptedOrigin(origin, local)).toBe(false);
  });

  test('a malformed FORM_ALLOWED_ORIGINS entry is ignored', () => {
    expect([...acceptedFormOrigins('https://www.kvns.example', ['not a url', ''])]).toEqual(['https://www.kvns.example']);
  });
});
