// @ts-check
import { sharedCacheSettings } from './lib/cache/mode.ts';
// Read and checked at build and at start: a bad value stops both with a message naming the variable.
import { settings } from './lib/server/settings.ts';
import { ALBUM_ID_SOURCE } from './lib/provider/albumId.ts';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { pendingItems } from './lib/content/office.ts';

const providerUrl = new URL(settings.providerApiUrl);

/** Loopback and private hosts: the demo provider and tests. Never true for a public provider. */
/** @param {string} hostname */
function isLocalHost(hostname) {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\./.test(hostname) ||
    /^10\./.test(hostname) ||
    /^192\.168\./.test(hostname) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(hostname)
  );
}


/** Icons, the manifest and the public media: their names carry no version, so a day, then revalidated in the background for a week. */
const LONG_LIVED_FILES = ['/favicon.ico', '/apple-icon.png', '/manifest.webmanifest', '/icons/:path*', '/media/:path*', '/images/:path*'];
const LONG_LIVED_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** The map on Contact Us is the only third-party frame the site embeds. */
const MAP_FRAME_ORIGINS = ['https://www.google.com', 'https://maps.google.com'];

/** A well-formed album id, captured as `id`. */
const ALBUM_ID_PATTERN = `(?<id>${ALBUM_ID_SOURCE})`;

/**
 * Pages are static or ISR, so no per-request nonces: Next's inline bootstrap needs 'unsafe-inline'.
 * @param {{ development: boolean, https: boolean }} options
 */
function contentSecurityPolicy({ development, https }) {
  const directives = {
    'default-src': ["'self'"],
    // React's development build evaluates code for its stack traces; production never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The provider's files come from the site's own address (/files/), so the browser never reaches it.
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': MAP_FRAME_ORIGINS,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

const securityHeaders = [
  {
    key: 'Content-Security-Policy',
    value: contentSecurityPolicy({
      development: process.env.NODE_ENV === 'development',
      https: settings.siteUrl.startsWith('https://'),
    }),
  },
  // Browsers ignore it over plain HTTP, so it is safe to send from every deployment.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  distDir: settings.distDir,
  reactStrictMode: true,
  ...sharedCacheSettings(process.env),
  // A CDN may serve a page up to a day old while it fetches a fresh one, never older.
  expireTime: 86_400,
  // Loaded by Node, not bundled: piscina's workers use Node's loader, and prom-client's one registry is
  // shared with the cache handler, which is outside the bundle.
  serverExternalPackages: ['bullmq', 'prom-client', 'piscina'],
  // Content files are read at run time too, so a traced deployment must carry them.
  outputFileTracingIncludes: { '/**': ['./content/**/*.yaml'] },
  experimental: {
    // Scriptless form posts are Server Actions; a career post's 5 MB file plus its fields (lib/forms/upload.ts).
    serverActions: {
      bodySizeLimit: '8mb',
      // Hosts, as Next compares them with the Origin header's.
      allowedOrigins: settings.formAllowedOrigins.map((origin) => new URL(origin).host),
    },
    // The CSS goes in the HTML, so the first paint waits for no other request. Cost: Next writes it twice
    // (a <style> and the flight data), ~13 kB gzip more HTML a page; the LCP gain is in docs/performance.md.
    inlineCss: true,
    // Addresses no route answers get app/global-not-found.tsx, a whole page inside the site's header and
    // footer. As the root not-found boundary, that shell's CSS went out again in every page's payload.
    globalNotFound: true,
  },
  // swiper and photoswipe ship ESM only; transpiling them lets next/jest load them too.
  transpilePackages: ['swiper', 'photoswipe'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Without a bound Next allows half the free disk.
    maximumDiskCacheSize: settings.imageCacheMaxBytes,
    remotePatterns: [
      {
        protocol: /** @type {'http' | 'https'} */ (providerUrl.protocol.replace(':', '')),
        hostname: providerUrl.hostname,
        port: providerUrl.port,
        pathname: '/api/image/**',
        // No query string: the provider's images have none, and it would pass anything to the provider.
        search: '',
      },
    ],
    dangerouslyAllowLocalIP: isLocalHost(providerUrl.hostname),
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Files whose address never changes with their content: a repeat view revalidates them once a day
      // at most, instead of on every load (Next sends max-age=0).
      ...LONG_LIVED_FILES.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: LONG_LIVED_CACHE }] })),
      // A results page depends on its query alone: a CDN may keep it as long as a page (Next would send
      // no-store for a page rendered per request).
      {
        source: '/search',
        headers: [{ key: 'Cache-Control', value: settings.pageCacheControl }],
      },
    ];
  },
  async rewrites() {
    return {
      // The album address, /subgallery?id={id}, is served by one cached page per album. Checked
      // before the filesystem, as /subgallery is a page of its own (the no-album state).
      beforeFiles: [{ source: '/subgallery', has: [{ type: 'query', key: 'id', value: ALBUM_ID_PATTERN }], destination: '/subgallery/:id' }],
    };
  },
};

/**
 * The build also checks the office's content files and prints what is still to be supplied.
 * @param {string} phase
 */
const configFor = (phase) => {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const pending = pendingItems();
    if (pending.length > 0) console.log(`content: ${pending.length} items pending from the school office (npm run content:status): ${pending.map(({ item }) => item).join(', ')}`);
  }
  return nextConfig;
};

export default configFor;
