// Every environment variable in one schema, checked once: a typo must stop the build with the variable's
// name rather than quietly become the default. Node loads this file too (next.config.js), hence `.ts` imports.
import path from 'node:path';
import * as yup from 'yup';

export const DEFAULT_PROVIDER_API_URL = 'http://127.0.0.1:4010';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

const isUnset = (raw: string | undefined) => raw === undefined || raw.trim() === '';

/** Kept as the field's value so the schema's test can report it after the variable's name. */
class Refusal {
  reason: string;
  constructor(reason: string) {
    this.reason = reason;
  }
}

/** Unset or blank is `fallback`; anything else goes through `parse`. */
function setting<T>(parse: (raw: string) => T | Refusal, fallback: T) {
  return yup
    .mixed()
    .transform((_value, raw) => (typeof raw !== 'string' || isUnset(raw) ? undefined : parse(raw)))
    .default(() => fallback)
    .test('valid', (value, context) => (value instanceof Refusal ? context.createError({ message: `${context.path} ${value.reason}` }) : true));
}

function number(fallback: number | undefined, { integer = true, min = 1, max = Number.MAX_SAFE_INTEGER }: { integer?: boolean; min?: number; max?: number } = {}) {
  return setting((raw) => {
    const value = Number(raw);
    if (Number.isFinite(value) && (!integer || Number.isInteger(value)) && value >= min && value <= max) return value;
    const kind = integer ? 'a whole number' : 'a number';
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    return new Refusal(`must be ${kind} ${range}, not ${JSON.stringify(raw)}.`);
  }, fallback);
}

/** An http(s) address without credentials, query or fragment; its trailing slashes dropped. */
function parseHttpUrl(raw: string, example: string): string | Refusal {
  let url;
  try {
    url = new URL(raw.trim());
  } catch {
    return new Refusal(`must be an http or https address, like ${example}; ${JSON.stringify(raw)} is not one.`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    return new Refusal(`must be a plain http or https address (no user, query or fragment), like ${example}; not ${JSON.stringify(raw)}.`);
  }
  return url.href.replace(/\/+$/, '');
}

const httpUrl = (fallback: string | undefined, example: string = fallback ?? '') => setting((raw) => parseHttpUrl(raw, example), fallback);

/** A comma-separated list of origins (scheme, host and port). */
const origins = () =>
  setting((raw) => {
    const list = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
    const parsed: string[] = [];
    for (const entry of list) {
      const origin = parseHttpUrl(entry, 'https://preview.example.org');
      if (origin instanceof Refusal) return origin;
      if (new URL(origin).origin !== origin) return new Refusal(`must list origins (scheme, host and port only), not ${JSON.stringify(entry)}.`);
      parsed.push(origin);
    }
    return parsed;
  }, ([] as string[]));

const redisAddress = () =>
  setting((raw) => (/^rediss?:\/\/[^\s]+$/.test(raw.trim()) ? raw.trim() : new Refusal(`must be a redis:// or rediss:// address, not ${JSON.stringify(raw)}.`)), (undefined as string | undefined));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const logLevel = () =>
  setting(
    (raw) => LOG_LEVELS.find((level) => level === raw.trim().toLowerCase()) ?? new Refusal(`must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(raw)}.`),
    ('info' as (typeof LOG_LEVELS)[number]),
  );

/** FORM_OUTBOX_KEY's 32 bytes, written as 64 hex digits or in base64. */
export function parseOutboxKey(raw: string) {
  const trimmed = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new SettingsError('FORM_OUTBOX_KEY must be 32 bytes, written as 64 hex digits or in base64 (openssl rand -base64 32).');
  return key;
}

const OUTBOX_KEY_FORM = 'must be 32 bytes, written as 64 hex digits or in base64 (openssl rand -base64 32).';

/** The operator's own secrets need 16 characters: a guessable one would open the webhook, metrics or outbox. */
const secret = (minLength: number) =>
  setting((raw) => {
    const value = raw.trim();
    if (!/^[\x21-\x7e]+$/.test(value)) return new Refusal('must be printable characters without spaces.');
    if (value.length < minLength) return new Refusal(`must be at least ${minLength} characters (openssl rand -base64 24 makes one).`);
    return value;
  }, (undefined as string | undefined));

const SCHEMA = yup.object({
  VERCEL: setting((raw) => raw.trim() !== '', false),
  PROVIDER_API_URL: httpUrl(DEFAULT_PROVIDER_API_URL),
  SITE_URL: httpUrl('http://localhost:3000'),
  SCHOOL_CODE: setting((raw) => (/^[A-Za-z0-9]{2,16}$/.test(raw.trim()) ? raw.trim() : new Refusal(`must be 2 to 16 letters or digits, not ${JSON.stringify(raw)}.`)), 'KVNS'),
  CONTENT_REVALIDATE_SECONDS: number(300),
  PROVIDER_TIMEOUT_MS: number(2500),
  // Per address, for each form: sized for a school's Wi-Fi or a carrier's NAT, where many families share one address.
  FORM_RATE_LIMIT_MAX: number(60),
  FORM_RATE_LIMIT_WINDOW_SECONDS: number(600),
  TRUSTED_PROXY_HOPS: number(undefined, { min: 0, max: 10 }),
  FORM_FORWARD_TIMEOUT_MS: number(10_000),
  FORM_ALLOWED_ORIGINS: origins(),
  REDIS_URL: redisAddress(),
  IMAGE_CACHE_MAX_MB: number(256, { integer: false, min: 0.01 }),
  NEXT_DIST_DIR: setting((raw) => raw.trim(), '.next'),
  DEPLOY_ID: setting((raw) => raw.trim(), (undefined as string | undefined)),
  SITE_REUSE_PORT: setting((raw) => (raw.trim() === '1' ? true : raw.trim() === '' || raw.trim() === '0' ? false : new Refusal('must be 1 or 0.')), false),
  LOG_LEVEL: logLevel(),
  VITALS_SAMPLE_RATE: number(0.1, { integer: false, min: 0, max: 1 }),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl(undefined, 'http://127.0.0.1:4318'),
  OTEL_SERVICE_NAME: setting((raw) => raw.trim(), 'kvns-website'),
  FORM_OUTBOX_DIR: setting((raw) => raw.trim(), (undefined as string | undefined)),
  FORM_OUTBOX_KEY: setting((raw) => {
    try {
      parseOutboxKey(raw);
      return raw.trim();
    } catch {
      return new Refusal(OUTBOX_KEY_FORM);
    }
  }, (undefined as string | undefined)).when('REDIS_URL', ([redisUrl], rule) =>
    redisUrl
      ? rule.test('with-redis', '${path} is required with REDIS_URL: the outbox on Redis keeps no key file (openssl rand -base64 32 makes one).', (value) => value !== undefined)
      : rule,
  ),
  FORM_OUTBOX_KEEP_DAYS: number(30, { integer: false }),
  FORM_OUTBOX_RETRY_BASE_MS: number(15_000),
  FORM_OUTBOX_RETRY_CAP_MS: number(HOUR_MS),
  FORM_OUTBOX_ANSWER_WITHIN_MS: number(4_000),
  FORM_OUTBOX_MAX_PENDING: number(10_000),
  FORM_OUTBOX_MAX_MB: number(1024, { integer: false }),
  // Secrets: checked here, read only where they are used (on the server), so no bundle holds them.
  PROVIDER_TOKEN: secret(1),
  REVALIDATE_SECRET: secret(16),
  CRON_SECRET: secret(16),
  METRICS_TOKEN: secret(16),
});

export interface OutboxSettings {
  /** embedded: SQLite in `dir`; redis: a BullMQ queue; off: each post is sent once, at once (Vercel without Redis). */
  mode: 'embedded' | 'redis' | 'off';
  /** The embedded outbox's folder. */
  dir: string;
  redisUrl: string | undefined;
  /** FORM_OUTBOX_KEY as given (checked here: 32 bytes). */
  key: string | undefined;
  /** How long an undeliverable post (and a delivered post's reference) is kept. */
  keepMs: number;
  /** How long a post is retried before it is kept as undeliverable. */
  giveUpMs: number;
  /** How long a post's consent record (reference, form, time, notice version) is kept. */
  consentKeepMs: number;
  /** The first retry's delay; each later one doubles, up to retryCapMs. */
  retryBaseMs: number;
  retryCapMs: number;
  /** How long a visitor waits for the first delivery before being told it will follow. */
  answerWithinMs: number;
  /** Pending posts past which a new post is refused (503). */
  maxPending: number;
  /** Pending bytes past which a new post is refused (503). */
  maxPendingBytes: number;
  /** How often the embedded outbox looks for posts due again. */
  pollMs: number;
}

function checkedEnvironment(env: Record<string, string | undefined>) {
  const known = Object.fromEntries(Object.keys(SCHEMA.fields).map((name) => [name, env[name]]));
  try {
    return SCHEMA.validateSync(known, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new SettingsError(error.message);
    throw error;
  }
}

export function readSettings(env: Record<string, string | undefined> = process.env) {
  const checked = checkedEnvironment(env);
  const onVercel = checked.VERCEL as boolean;
  const redisUrl = checked.REDIS_URL as string | undefined;
  const n = (value: unknown) => (value as number);

  const outbox: OutboxSettings = {
    mode: redisUrl ? 'redis' : onVercel ? 'off' : 'embedded',
    // Resolved at run time: the folder is the operator's, not part of the build's traced files.
    dir: path.resolve(/* turbopackIgnore: true */(checked.FORM_OUTBOX_DIR as string | undefined) ?? path.join(/* turbopackIgnore: true */ process.cwd(), '.data', 'outbox')),
    redisUrl,
    key: (checked.FORM_OUTBOX_KEY as string | undefined),
    keepMs: n(checked.FORM_OUTBOX_KEEP_DAYS) * DAY_MS,
    giveUpMs: 7 * DAY_MS,
    // A year and a month: each post's consent is kept at least a year after it was given.
    consentKeepMs: 400 * DAY_MS,
    retryBaseMs: n(checked.FORM_OUTBOX_RETRY_BASE_MS),
    retryCapMs: n(checked.FORM_OUTBOX_RETRY_CAP_MS),
    answerWithinMs: n(checked.FORM_OUTBOX_ANSWER_WITHIN_MS),
    maxPending: n(checked.FORM_OUTBOX_MAX_PENDING),
    maxPendingBytes: n(checked.FORM_OUTBOX_MAX_MB) * 1024 * 1024,
    pollMs: 1_000,
  };
  const revalidateSeconds = n(checked.CONTENT_REVALIDATE_SECONDS);

  return {
    providerApiUrl: (checked.PROVIDER_API_URL as string),
    /** The school code in every provider path and form payload. */
    schoolCode: (checked.SCHOOL_CODE as string),
    siteUrl: (checked.SITE_URL as string),
    /** ISR period of provider content, in seconds. */
    revalidateSeconds,
    /** Cache-Control of what a shared cache may keep as long as a page (search answers): fresh for one period, stale for twelve. */
    pageCacheControl: `public, max-age=0, s-maxage=${revalidateSeconds}, stale-while-revalidate=${revalidateSeconds * 12}`,
    /** Cache-Control of a provider's file from the site's address: the browser keeps it one period too. */
    fileCacheControl: `public, max-age=${revalidateSeconds}, stale-while-revalidate=${revalidateSeconds * 12}`,
    /** A provider call that has not answered by then is treated as failed, so a hung provider never holds a page. */
    providerTimeoutMs: n(checked.PROVIDER_TIMEOUT_MS),
    /** Form posts allowed per client and form in each window. */
    formRateLimitMax: n(checked.FORM_RATE_LIMIT_MAX),
    formRateLimitWindowSeconds: n(checked.FORM_RATE_LIMIT_WINDOW_SECONDS),
    /** Trusted proxies that add an X-Forwarded-For entry (docs/operations.md, "Who a client is"). */
    trustedProxyHops: (checked.TRUSTED_PROXY_HOPS as number | undefined) ?? (onVercel ? 1 : 0),
    /** How long a form post waits for the provider before the visitor is told to try again. */
    formForwardTimeoutMs: n(checked.FORM_FORWARD_TIMEOUT_MS),
    /** Origins besides SITE_URL's whose form posts are accepted (a second domain, a preview host). */
    formAllowedOrigins: (checked.FORM_ALLOWED_ORIGINS as string[]),
    /** Redis for the shared ISR cache: none on Vercel, whose cache is shared already. */
    sharedCacheRedisUrl: onVercel ? undefined : redisUrl,
    /** Redis for what every instance must count together (the form limit, the vitals limit): on Vercel too. */
    countsRedisUrl: redisUrl,
    /** The image optimiser's disk cache bound: past it the least recently used images are deleted. */
    imageCacheMaxBytes: Math.floor(n(checked.IMAGE_CACHE_MAX_MB) * 1024 * 1024),
    /** The build's folder: a second build beside the first (the cold-start e2e) names its own. */
    distDir: (checked.NEXT_DIST_DIR as string),
    /** DEPLOY_ID when the platform sets one: shared cache keys carry the deploy. */
    deployId: (checked.DEPLOY_ID as string | undefined),
    /** Listen beside another process on the same port: `npm run deploy` starts the next release so. */
    reusePort: (checked.SITE_REUSE_PORT as boolean),
    onVercel,
    outbox,
    /** The server log's level (pino's names); `silent` writes nothing. */
    logLevel: (checked.LOG_LEVEL as (typeof LOG_LEVELS)[number]),
    /** The share of page views whose browser reports its Core Web Vitals to /api/vitals; 0 sends no script. */
    vitalsSampleRate: n(checked.VITALS_SAMPLE_RATE),
    /** Where traces go over OTLP/HTTP; unset, no tracing code is loaded. */
    tracesEndpoint: (checked.OTEL_EXPORTER_OTLP_ENDPOINT as string | undefined),
    /** The service's name in its traces. */
    serviceName: (checked.OTEL_SERVICE_NAME as string),
  };
}

export type Settings = ReturnType<typeof readSettings>;

/** For the outbox's command and for tests with settings of their own; the site reads `settings.outbox`. */
export const outboxSettings = (env: Record<string, string | undefined> = process.env): OutboxSettings => readSettings(env).outbox;

/** Secrets are checked, not kept here: each is read where it is used, on the server. */
export const settings = readSettings();

