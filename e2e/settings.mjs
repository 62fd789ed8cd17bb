// One set of settings for the e2e build (scripts/e2e.mjs) and the servers Playwright starts.
const providerPort = 4110;
const sitePort = 3100;
const providerUrl = `http://127.0.0.1:${providerPort}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;
/** Short, so the outage test can outlast a revalidation period in seconds. */
const revalidateSeconds = 3;
/**
 * The suite's two schools: a fresh deployment (every detail pending) and its full school (every detail
 * supplied, every page filled: scripts/full-school.ts), each a build of its own. E2E_SCHOOL=full picks the
 * second, for the build, the servers Playwright starts and the tests' own reading of the content.
 */
const fullSchool = process.env.E2E_SCHOOL === 'full';
const fullSchoolDir = '.data/e2e-full-school';

/** The environment of one school's build and servers. */
export const schoolEnv = (full) => ({
  ...E2E.env,
  E2E_SCHOOL: full ? 'full' : 'fresh',
  NEXT_DIST_DIR: full ? '.next/e2e-full' : '.next/e2e',
  CONTENT_OVERLAY_DIR: full ? fullSchoolDir : 'e2e/content',
});

export const E2E = {
  providerPort,
  sitePort,
  providerUrl,
  siteUrl,
  revalidateSeconds,
  env: {
    PROVIDER_API_URL: providerUrl,
    SITE_URL: siteUrl,
    CONTENT_REVALIDATE_SECONDS: String(revalidateSeconds),
    NEXT_TELEMETRY_DISABLED: '1',
    // A build folder of the suite's own, so what its tests put in the data cache (a made-up album, a
    // provider's outage) is never served by `npm run demo` in the same checkout.
    NEXT_DIST_DIR: fullSchool ? '.next/e2e-full' : '.next/e2e',
    // Photos and documents for the grids, lightbox, modals and downloads; content/ leaves them pending
    // (the full school: every detail and page too).
    CONTENT_OVERLAY_DIR: fullSchool ? fullSchoolDir : 'e2e/content',
    // The provider's webhook, so a test can expire every cached page at once.
    REVALIDATE_SECRET: 'kvns-e2e-webhook-3f9a',
    // Every e2e form post comes from one address; the limit itself is tested in the unit tests.
    FORM_RATE_LIMIT_MAX: '200',
    // The suite's own outbox, emptied before each run (scripts/e2e.mjs), retrying within a second or two.
    FORM_OUTBOX_DIR: '.data/e2e-outbox',
    FORM_OUTBOX_RETRY_BASE_MS: '1000',
    FORM_OUTBOX_RETRY_CAP_MS: '2000',
    // Every page view measures its vitals, so the tests see the field script's cost on every page.
    VITALS_SAMPLE_RATE: '1',
  },
  fullSchool,
  fullSchoolDir,
  /** What runs on the full school: every route (axe among its checks), the phones at their largest text in Chromium, WebKit and Firefox, and every detail shown where it belongs. */
  fullSchoolSpecs: ['e2e/every-route.spec.ts', 'e2e/phones.spec.ts', 'e2e/engines.spec.ts', 'e2e/full-school.spec.ts'],
  /**
   * The suite's photos and documents (e2e/public/images, e2e/public/docs), served for a run only under
   * /images/e2e/ and /docs/e2e/ (git ignores both): Next serves files from public/ alone, and a production
   * build of the site must never hold them. Paths from the repository's root.
   */
  fixtures: ['images', 'docs'].map((kind) => ({ from: `e2e/public/${kind}`, to: `public/${kind}/e2e` })),
  /** Where the sites a test starts keep their outboxes, emptied before and after each run (scripts/e2e.mjs). */
  sitesDir: '.data/e2e-sites',
  /** The metrics token of the sites a test starts to read their deep health (the suite's own site has none). */
  metricsToken: 'kvns-e2e-metrics-5d21',
};
