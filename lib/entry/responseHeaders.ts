// The headers the site adds to its answers, in one place for every host: next.config.js hands them to Next.
import { settings } from '../server/settings.ts';
import { editorMode } from '../editor/mode.ts';

/** The map on Contact Us is the only third-party frame the site embeds. */
const MAP_FRAME_ORIGINS = ['https://www.google.com', 'https://maps.google.com'];

// Pages are static or ISR, so no per-request nonces: Next's inline bootstrap needs 'unsafe-inline'.
function contentSecurityPolicy({ development, https, githubEditor }: { development: boolean; https: boolean; githubEditor: boolean }): string {
  // The editor in GitHub mode reads and commits through GitHub's API from the office's browser.
  const github = githubEditor ? { connect: ['https://api.github.com'], img: ['https://avatars.githubusercontent.com'] } : { connect: [], img: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build evaluates code for its stack traces; production never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The provider's files come from the site's own address (/files/), so the browser never reaches it.
    'img-src': ["'self'", 'data:', 'blob:', ...github.img],
    'media-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...github.connect],
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

type HeaderPair = readonly [name: string, value: string];

/** On every answer. */
export const SECURITY_HEADERS: readonly HeaderPair[] = [
  ['Content-Security-Policy', contentSecurityPolicy({ development: process.env.NODE_ENV === 'development', https: settings.siteUrl.startsWith('https://'), githubEditor: editorMode(process.env, process.cwd())?.kind === 'github' })],
  // Browsers ignore it over plain HTTP, so it is safe to send from every deployment.
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
];

// Files whose address never changes with their content (icons, the manifest, public media): a repeat view
// revalidates them once a day at most, in the background for a week (Next sends max-age=0).
const LONG_LIVED_FILES = ['/favicon.ico', '/apple-icon.png', '/manifest.webmanifest'];
const LONG_LIVED_FOLDERS = ['/icons/', '/media/', '/images/'];
const LONG_LIVED_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
// A results page depends on its query alone: a CDN may keep it as long as a page (Next would send no-store
// for a page rendered per request).

/** The site's headers, as next.config.js's header rules. */
export function nextHeaderRules() {
  const toNext = (pairs: readonly HeaderPair[]) => pairs.map(([key, value]) => ({ key, value }));
  const cacheRule = (source: string, value: string) => ({ source, headers: toNext([['Cache-Control', value]]) });
  return [
    { source: '/:path*', headers: toNext(SECURITY_HEADERS) },
    ...LONG_LIVED_FILES.map((source) => cacheRule(source, LONG_LIVED_CACHE)),
    ...LONG_LIVED_FOLDERS.map((folder) => cacheRule(`${folder}:path*`, LONG_LIVED_CACHE)),
    cacheRule('/search', settings.pageCacheControl),
  ];
}
