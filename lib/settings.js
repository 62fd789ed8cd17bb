// @ts-check
/**
 * Every setting the site reads from the environment (secrets aside: see the end), read and checked here,
 * once, with its default.
 * Plain CommonJS, so next.config.js, the scripts and the app all read the same values. A bad value
 * stops the build or the server at start with a message that names the variable: a typo in a number
 * must not quietly become the default.
 */
const path = require('node:path');

const DEFAULT_PROVIDER_API_URL = 'http://127.0.0.1:4010';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

class SettingsError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'SettingsError';
  }
}

/** @param {string | undefined} raw */
const isUnset = (raw) => raw === undefined || raw.trim() === '';

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 * @param {{ integer?: boolean, min?: number, max?: number }} [rule]
 */
function number(env, name, fallback, { integer = true, min = 1, max = Number.MAX_SAFE_INTEGER } = {}) {
  const raw = env[name];
  if (isUnset(raw)) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
    const kind = integer ? 'a whole number' : 'a number';
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new SettingsError(`${name} must be ${kind} ${range}, not ${JSON.stringify(raw)}.`);
  }
  return value;
}

/**
 * An http(s) address without credentials, query or fragment; its trailing slashes dropped.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {string} fallback
 */
function httpUrl(env, name, fallback) {
  const raw = env[name];
  if (isUnset(raw)) return fallback;
  let url;
  try {
    url = new URL(/** @type {string} */ (raw).trim());
  } catch {
    throw new SettingsError(`${name} must be an http or https address, like ${fallback}; ${JSON.stringify(raw)} is not one.`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new SettingsError(`${name} must be a plain http or https address (no user, query or fragment), like ${fallback}; not ${JSON.stringify(raw)}.`);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 */
function origins(env, name) {
  return (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = httpUrl({ [name]: entry }, name, 'https://preview.example.org');
      if (new URL(origin).origin !== origin) throw new SettingsError(`${name} must list origins (scheme, host and port only), not ${JSON.stringify(entry)}.`);
      return origin;
    });
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 */
function redisAddress(env, name) {
  const raw = env[name];
  if (isUnset(raw)) return undefined;
  if (!/^rediss?:\/\/[^\s]+$/.test(/** @type {string} */ (raw).trim())) throw new SettingsError(`${name} must be a redis:// or rediss:// address, not ${JSON.stringify(raw)}.`);
  return /** @type {string} */ (raw).trim();
}

const LOG_LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/**
 * @param {Record<string, string | undefined>} env
 * @returns {(typeof LOG_LEVELS)[number]}
 */
function logLevel(env) {
  const raw = env.LOG_LEVEL;
  if (isUnset(raw)) return 'info';
  const level = /** @type {string} */ (raw).trim().toLowerCase();
  const known = LOG_LEVELS.find((candidate) => candidate === level);
  if (!known) throw new SettingsError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(raw)}.`);
  return known;
}

/** @param {string | undefined} raw */
const text = (raw) => (isUnset(raw) ? undefined : /** @type {string} */ (raw).trim());

/**
 * FORM_OUTBOX_KEY's bytes: 32, written as 64 hex digits or in base64.
 * @param {string} raw
 */
function parseOutboxKey(raw) {
  const trimmed = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new SettingsError('FORM_OUTBOX_KEY must be 32 bytes, written as 64 hex digits or in base64 (openssl rand -base64 32).');
  return key;
}

/**
 * FORM_OUTBOX_KEY as given, checked now: a bad key, or none where the outbox is on Redis (no folder to
 * keep a generated one in), stops the start rather than quietly sending posts without an outbox.
 * @param {Record<string, string | undefined>} env
 * @param {string | undefined} redisUrl
 */
function outboxKey(env, redisUrl) {
  const key = text(env.FORM_OUTBOX_KEY);
  if (key) parseOutboxKey(key);
  else if (redisUrl) throw new SettingsError('FORM_OUTBOX_KEY is required with REDIS_URL: the outbox on Redis keeps no key file (openssl rand -base64 32 makes one).');
  return key;
}

/**
 * @typedef {object} OutboxSettings
 * @property {'embedded' | 'redis' | 'off'} mode embedded: SQLite in `dir`; redis: a BullMQ queue; off: each post is sent once, at once (Vercel without Redis)
 * @property {string} dir the embedded outbox's folder
 * @property {string | undefined} redisUrl
 * @property {string | undefined} key FORM_OUTBOX_KEY as given (checked here: 32 bytes)
 * @property {number} keepMs how long an undeliverable post (and a delivered post's reference) is kept
 * @property {number} giveUpMs how long a post is retried before it is kept as undeliverable
 * @property {number} retryBaseMs the first retry's delay; each later one doubles, up to retryCapMs
 * @property {number} retryCapMs
 * @property {number} answerWithinMs how long a visitor waits for the first delivery before being told it will follow
 * @property {number} maxPending pending posts past which a new post is refused (503)
 * @property {number} maxPendingBytes pending bytes past which a new post is refused (503)
 * @property {number} pollMs how often the embedded outbox looks for posts due again
 */

/**
 * @param {Record<string, string | undefined>} [env]
 */
function readSettings(env = process.env) {
  const onVercel = Boolean(env.VERCEL);
  const redisUrl = redisAddress(env, 'REDIS_URL');
  const siteUrl = httpUrl(env, 'SITE_URL', 'http://localhost:3000');
  const schoolCode = text(env.SCHOOL_CODE) ?? 'KVNS';
  if (!/^[A-Za-z0-9]{2,16}$/.test(schoolCode)) throw new SettingsError(`SCHOOL_CODE must be 2 to 16 letters or digits, not ${JSON.stringify(env.SCHOOL_CODE)}.`);

  /** @type {OutboxSettings} */
  const outbox = {
    mode: redisUrl ? 'redis' : onVercel ? 'off' : 'embedded',
    // Resolved at run time: the folder is the operator's, not part of the build's traced files.
    dir: path.resolve(/* turbopackIgnore: true */ text(env.FORM_OUTBOX_DIR) ?? path.join(/* turbopackIgnore: true */ process.cwd(), '.data', 'outbox')),
    redisUrl,
    key: outboxKey(env, redisUrl),
    keepMs: number(env, 'FORM_OUTBOX_KEEP_DAYS', 30, { integer: false }) * DAY_MS,
    giveUpMs: 7 * DAY_MS,
    retryBaseMs: number(env, 'FORM_OUTBOX_RETRY_BASE_MS', 15_000),
    retryCapMs: number(env, 'FORM_OUTBOX_RETRY_CAP_MS', HOUR_MS),
    answerWithinMs: number(env, 'FORM_OUTBOX_ANSWER_WITHIN_MS', 4_000),
    maxPending: number(env, 'FORM_OUTBOX_MAX_PENDING', 10_000),
    maxPendingBytes: number(env, 'FORM_OUTBOX_MAX_MB', 1024, { integer: false }) * 1024 * 1024,
    pollMs: 1_000,
  };

  return {
    providerApiUrl: httpUrl(env, 'PROVIDER_API_URL', DEFAULT_PROVIDER_API_URL),
    /** The school code in every provider path and form payload. */
    schoolCode,
    siteUrl,
    /** ISR period of provider content, in seconds. */
    revalidateSeconds: number(env, 'CONTENT_REVALIDATE_SECONDS', 300),
    /** A provider call that has not answered by then is treated as failed, so a hung provider never holds a page. */
    providerTimeoutMs: number(env, 'PROVIDER_TIMEOUT_MS', 2500),
    /** Form posts allowed per client and form in each window. */
    formRateLimitMax: number(env, 'FORM_RATE_LIMIT_MAX', 5),
    formRateLimitWindowSeconds: number(env, 'FORM_RATE_LIMIT_WINDOW_SECONDS', 600),
    /**
     * How many proxies in front of the site add an X-Forwarded-For entry and are trusted: the form limit
     * keys on the address the outermost trusted one saw. 0: clients reach Next directly (its socket
     * address is used, whatever X-Forwarded-For they send); 1: one proxy (nginx, Vercel's edge: the
     * default on Vercel); 2: a CDN in front of nginx.
     */
    trustedProxyHops: number(env, 'TRUSTED_PROXY_HOPS', onVercel ? 1 : 0, { min: 0, max: 10 }),
    /** How long a form post waits for the provider before the visitor is told to try again. */
    formForwardTimeoutMs: number(env, 'FORM_FORWARD_TIMEOUT_MS', 10_000),
    /** Origins besides SITE_URL's whose form posts are accepted (a second domain, a preview host). */
    formAllowedOrigins: origins(env, 'FORM_ALLOWED_ORIGINS'),
    /** Redis for the shared ISR cache: none on Vercel, whose cache is shared already. */
    sharedCacheRedisUrl: onVercel ? undefined : redisUrl,
    /** Redis for what every instance must count together (the form limit, the vitals limit): on Vercel too. */
    countsRedisUrl: redisUrl,
    /** The image optimiser's disk cache bound: past it the least recently used images are deleted. */
    imageCacheMaxBytes: Math.floor(number(env, 'IMAGE_CACHE_MAX_MB', 256, { integer: false, min: 0.01 }) * 1024 * 1024),
    /** The build's folder: a second build beside the first (the cold-start e2e) names its own. */
    distDir: text(env.NEXT_DIST_DIR) ?? '.next',
    /** DEPLOY_ID when the platform sets one: shared cache keys carry the deploy. */
    deployId: text(env.DEPLOY_ID),
    onVercel,
    outbox,
    /** The server log's level (pino's names); `silent` writes nothing. */
    logLevel: logLevel(env),
    /** The share of page views whose browser reports its Core Web Vitals to /api/vitals; 0 sends no script. */
    vitalsSampleRate: number(env, 'VITALS_SAMPLE_RATE', 0.1, { integer: false, min: 0, max: 1 }),
    /** Where traces go over OTLP/HTTP; unset, no tracing code is loaded. */
    tracesEndpoint: isUnset(env.OTEL_EXPORTER_OTLP_ENDPOINT) ? undefined : httpUrl(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', 'http://127.0.0.1:4318'),
  };
}

/** @typedef {ReturnType<typeof readSettings>} Settings */

/**
 * The outbox's settings, read when asked for: the outbox and its command start after the environment
 * is set, and tests start outboxes on settings of their own.
 * @param {Record<string, string | undefined>} [env]
 * @returns {OutboxSettings}
 */
const outboxSettings = (env = process.env) => readSettings(env).outbox;

/** This process's settings. Secrets (PROVIDER_TOKEN, REVALIDATE_SECRET, CRON_SECRET, METRICS_TOKEN) are not here: each is read only where it is used, on the server. */
const settings = readSettings();

module.exports = { DEFAULT_PROVIDER_API_URL, SettingsError, outboxSettings, parseOutboxKey, readSettings, settings };
