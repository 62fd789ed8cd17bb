import { settings } from '@/lib/settings';

const { providerApiUrl } = settings;

/** Longer references are not real provider paths. */
const MAX_PATH_LENGTH = 1024;

const NULLISH_STRINGS = new Set(['', 'null', 'undefined', 'none', 'nan']);

/** True for the values the provider uses to mean "nothing": null, undefined, "", "null"... */
export function isNullish(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && NULLISH_STRINGS.has(value.trim().toLowerCase());
}

/**
 * The URL of an image or file the provider stores at `path`: {host}/api/image/{path}.
 * Returns null for nothing, for path tricks ("..", a scheme, a host of its own), and for absolute URLs
 * that are not on the provider's own image path, so the site only ever loads from the provider.
 */
export function providerFileUrl(path: unknown, base: string = providerApiUrl): string | null {
  if (typeof path !== 'string' || isNullish(path) || path.length > MAX_PATH_LENGTH) return null;
  let relative = path.trim();
  const imagePrefix = `${base}/api/image/`;
  if (relative.startsWith(imagePrefix)) relative = relative.slice(imagePrefix.length);
  else if (/^[a-z][a-z0-9+.-]*:/i.test(relative) || relative.startsWith('//')) return null;
  relative = relative.replace(/^\/+/, '').replace(/^api\/image\//, '');
  const segments = relative.split(/[/\\]+/).filter((segment) => segment !== '');
  if (segments.length === 0) return null;
  const decoded = segments.map(safeDecode);
  if (decoded.some((segment) => segment === null || segment === '.' || segment === '..')) return null;
  return `${base}/api/image/${(decoded as string[]).map(encodeURIComponent).join('/')}`;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** An outbound link the provider gives (video, registration, notification): http(s) only. */
export function externalUrl(value: unknown): string | null {
  if (typeof value !== 'string' || isNullish(value) || value.length > MAX_PATH_LENGTH) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
