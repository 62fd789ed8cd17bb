/** @jest-environment node */
import { SITE_ROUTES } from '@/lib/routes';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
type Redirect = { source: string; destination: string; permanent: boolean };

// The real next.config.js, as `next build` reads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../next.config.js') as {
  poweredByHeader: boolean;
  experimental: { caseSensitiveRoutes: boolean };
  headers: () => Promise<HeaderRule[]>;
  redirects: () => Promise<Redirect[]>;
};

async function headersOfEveryResponse() {
  const rules = await nextConfig.headers();
  const everything = rules.find((rule) => rule.source === '/:path*');
  return Object.fromEntries(everything!.headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  it('sends a content security policy that allows only the site, the provider and the map', async () => {
    const csp = directives((await headersOfEveryResponse())['content-security-policy'] ?? '');
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(['https://www.google.com', 'https://maps.google.com']);
    expect(csp['img-src']).toContain(new URL(process.env.PROVIDER_API_URL || 'http://127.0.0.1:4010').origin);
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    for (const sources of Object.values(csp)) expect(sources).not.toContain('*');
  });

  it('sends HSTS, nosniff, a referrer policy, a permissions policy, and no x-powered-by', async () => {
    const headers = await headersOfEveryResponse();
    expect(Number(/^max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(nextConfig.poweredByHeader).toBe(false);
  });
});

describe('lower-case routes', () => {
  it('redirect permanently to every mixed-case route of the site, and only those', async () => {
    const mixedCase = SITE_ROUTES.filter((route) => route !== route.toLowerCase());
    expect(await nextConfig.redirects()).toEqual(
      mixedCase.map((route) => ({ source: route.toLowerCase(), destination: route, permanent: true })),
    );
  });

  it('match case-sensitively, so a mixed-case route never redirects to itself', () => {
    expect(nextConfig.experimental.caseSensitiveRoutes).toBe(true);
  });
});
