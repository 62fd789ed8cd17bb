import configFor from './next.config.js';
import { FORM_PAGE_POST_MAX_BYTES } from '@/lib/entry/bodyLimits';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
type Redirect = { source: string; destination: string; permanent: boolean };

// The real next.config.js, as `next build` reads it.
const nextConfig = (configFor as (phase: string) => unknown)('phase-production-server') as {
  poweredByHeader: boolean;
  experimental: { caseSensitiveRoutes: boolean; serverActions: { bodySizeLimit: string } };
  headers?: () => Promise<HeaderRule[]>;
  redirects: () => Promise<Redirect[]>;
};

// Next sets the site's headers on every host: behind nginx, on Vercel, under `next dev`.
const configWithoutDoor = (configFor as (phase: string) => unknown)('phase-development-server') as typeof nextConfig;

test('the site\'s headers are Next\'s on every host, in production as in development', () => {
  expect(typeof nextConfig.headers).toBe('function');
  expect(typeof configWithoutDoor.headers).toBe('function');
});

async function headersOfEveryResponse() {
  const rules = await configWithoutDoor.headers!();
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
  it('sends a content security policy that allows only the site and the map: the provider\'s files come from the site', async () => {
    const csp = directives((await headersOfEveryResponse())['content-security-policy'] ?? '');
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(['https://www.google.com', 'https://maps.google.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['media-src']).toEqual(["'self'"]);
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


describe('where the ISR and data cache lives', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { sharedCacheSettings } = require('./lib/cache/mode') as {
    sharedCacheSettings: (env: Record<string, string | undefined>) => { cacheHandler?: string; cacheMaxMemorySize?: number; generateEtags?: boolean };
  };

  test('no REDIS_URL: Next’s own cache on each instance, no handler', () => {
    expect(sharedCacheSettings({})).toEqual({});
    expect(sharedCacheSettings({ REDIS_URL: '' })).toEqual({});
  });

  test('REDIS_URL: the Redis handler, no in-memory copy in front of it, no ETags', () => {
    const settings = sharedCacheSettings({ REDIS_URL: 'redis://127.0.0.1:6379', FORM_OUTBOX_KEY: 'ab'.repeat(32) });
    expect(settings.cacheHandler).toMatch(/lib[\\/]cache[\\/]cacheHandler\.ts$/);
    expect(settings.cacheMaxMemorySize).toBe(0);
    expect(settings.generateEtags).toBe(false);
  });

  test('on Vercel: its own shared cache, whatever REDIS_URL says', () => {
    expect(sharedCacheSettings({ REDIS_URL: 'redis://127.0.0.1:6379', FORM_OUTBOX_KEY: 'ab'.repeat(32), VERCEL: '1' })).toEqual({});
  });
});

test('a form page reads as much of the browser\'s own post as the proxy lets through', () => {
  expect(nextConfig.experimental.serverActions.bodySizeLimit).toBe(`${FORM_PAGE_POST_MAX_BYTES / 1024 / 1024}mb`);
});
