/**
 * Every setting read from the environment, each read once here, with its default.
 * Kept free of React and of secrets: the provider token is read by `providerAuthorization` in
 * lib/provider/authorization.ts, on the server only.
 */
import { acceptedFormOrigins } from './forms/origin';

function readPositiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const DEFAULT_PROVIDER_API_URL = 'http://127.0.0.1:4010';

export const providerApiUrl = withoutTrailingSlash(process.env.PROVIDER_API_URL || DEFAULT_PROVIDER_API_URL);

/** The school code in every provider path and form payload. */
export const schoolCode = process.env.SCHOOL_CODE || 'KVNS';

/** ISR period of provider content, in seconds. */
export const revalidateSeconds = readPositiveInt(process.env.CONTENT_REVALIDATE_SECONDS, 300);

/** A provider call that has not answered by then is treated as failed, so a hung provider never holds a page. */
export const providerTimeoutMs = readPositiveInt(process.env.PROVIDER_TIMEOUT_MS, 2500);

export const siteUrl = withoutTrailingSlash(process.env.SITE_URL || 'http://localhost:3000');

/** Form posts allowed per client and form in each window. */
export const formRateLimitMax = readPositiveInt(process.env.FORM_RATE_LIMIT_MAX, 5);

export const formRateLimitWindowSeconds = readPositiveInt(process.env.FORM_RATE_LIMIT_WINDOW_SECONDS, 600);

/**
 * How many proxies in front of the site add an X-Forwarded-For entry and are trusted: the form limit
 * keys on the address the outermost trusted one saw. 0: clients reach Next directly (its socket address
 * is used, whatever X-Forwarded-For they send); 1: one proxy (nginx, Vercel's edge: the default on
 * Vercel); 2: a CDN in front of nginx.
 */
export const trustedProxyHops = readHops(process.env.TRUSTED_PROXY_HOPS, process.env.VERCEL ? 1 : 0);

function readHops(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 10 ? value : fallback;
}

/** How long a form post waits for the provider before the visitor is told to try again. */
export const formForwardTimeoutMs = readPositiveInt(process.env.FORM_FORWARD_TIMEOUT_MS, 10_000);

/** Redis for the shared ISR cache and form limit; unused on Vercel, whose cache is shared already. */
export const redisUrl = process.env.VERCEL ? undefined : process.env.REDIS_URL || undefined;

/** Origins besides SITE_URL's whose form posts are accepted (a second domain, a preview host). */
export const formAllowedOrigins = (process.env.FORM_ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

/** The origins form posts are accepted from: SITE_URL's, FORM_ALLOWED_ORIGINS, and a loopback site's other loopback names. */
export const formOrigins = acceptedFormOrigins(siteUrl, formAllowedOrigins);
