// @ts-check
import { sharedCacheSettings } from './lib/cache/mode.ts';
// Read and checked at build and at start: a bad value stops both with a message naming the variable.
import { settings } from './lib/server/settings.ts';
import { spawnSync } from 'node:child_process';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { nextHeaderRules } from './lib/entry/responseHeaders.ts';
import { pendingItems } from './lib/content/office.ts';
import { siteRoutes } from './lib/http/siteRoutes.ts';
import { FORM_PAGE_POST_MAX_BYTES } from './lib/entry/bodyLimits.ts';
import { writeAppRules } from './deploy/nginx/appRules.mjs';

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



/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The site's headers on every host (lib/entry/responseHeaders.ts).
  headers: async () => nextHeaderRules(),
  // The routes are app/'s page folders and content/pages/'s files: the build's list goes into the bundles (lib/http/siteRoutes.ts).
  env: { KVNS_SITE_ROUTES: JSON.stringify(siteRoutes()) },
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
      bodySizeLimit: `${FORM_PAGE_POST_MAX_BYTES / 1024 / 1024}mb`,
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
  compiler: {
    // nginx's rules that depend on the app (bodies, queries), from its own declarations, beside the build.
    runAfterProductionCompile: async ({ distDir }) => void writeAppRules(distDir),
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
};

/**
 * The build also draws the prospectus's pages, checks the office's content files and prints what is still to be supplied.
 * @param {string} phase
 */
const configFor = (phase) => {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) {
    // The prospectus's page pictures, drawn from the office's words in content/prospectus.yaml.
    const drawn = spawnSync(process.execPath, ['scripts/make-prospectus.mjs'], { cwd: import.meta.dirname, stdio: 'inherit' });
    if (drawn.status !== 0) throw new Error('the prospectus pages could not be drawn (scripts/make-prospectus.mjs)');
  }
  if (phase === PHASE_PRODUCTION_BUILD) {
    const pending = pendingItems();
    if (pending.length > 0) console.log(`content: ${pending.length} items pending from the school office (npm run content:status): ${pending.map(({ item }) => item).join(', ')}`);
  }
  return nextConfig;
};

export default configFor;
