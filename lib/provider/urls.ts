import { settings } from '@/lib/server/settings';
import { FILES_PATH } from './files';

const { providerApiUrl } = settings;

/** Longer references are not real provider paths. */
const MAX_PATH_LENGTH = 1024;

const NULLISH_STRINGS = new Set(['', 'null', 'undefined', 'none', 'nan']);

/** True for the values the provider uses to mean "nothing": null, undefined, "", "null"... */
export function isNullish(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && NULLISH_STRINGS.has(value.trim().toLowerCase());
}


// Null for path tricks ("..", a scheme, a host of its own) and URLs off the provider's image path, so the
// site only ever serves the provider's files.
export function providerFileSegments(path: unknown, base: string = providerApiUrl): string[] | null {
  if (typeof path !== 'string' || isNullish(path) || path.length > MAX_PATH_LENGTH) return null;
  let relative = path.trim();
  const imagePrefix = `${base}/api/image/`;
  if (relative.startsWith(imagePrefix)) relative = relative.slice(imagePrefix.length);
  else if (/^[a-z][a-z0-9+.-]*:/i.test(relative) || relative.startsWith('//')) return null;
  relative = relative.replace(/^\/+/, '').replace(/^api\/image\//, '');
  return checkedSegments(relative.split(/[/\\]+/).filter((segment) => segment !== '').map(safeDecode));
}

/** Segments that name a file: at least one, each decoded, none empty, "." or "..", nor holding a slash. */
export function checkedSegments(segments: (string | null)[]): string[] | null {
  if (segments.length === 0 || segments.join('/').length > MAX_PATH_LENGTH) return null;
  if (segments.some((segment) => !segment || segment === '.' || segment === '..' || /[/\\\0]/.test(segment))) return null;
  return segments as string[];
}

/** The site's address of a provider file: /files/{path}. */
export function fileAddress(path: unknown, base: string = providerApiUrl): string | null {
  const segments = providerFileSegments(path, base);
  return segments && `${FILES_PATH}${segments.map(encodeURIComponent).join('/')}`;
}

/** The provider's URL of a file the site serves at /files/{segments}. */
export function providerFileUrl(segments: string[], base: string = providerApiUrl): string {
  return `${base}/api/image/${segments.map(encodeURIComponent).join('/')}`;
}

/** The provider's URL behind a site file address (/files/...), or null for any other address. */
export function providerUrlOfAddress(address: string, base: string = providerApiUrl): string | null {
  if (!address.startsWith(FILES_PATH)) return null;
  const segments = checkedSegments(address.slice(FILES_PATH.length).split('/').map(safeDecode));
  return segments && providerFileUrl(segments, base);
}

/** A percent-encoded text decoded; null when its encoding is broken. */
export function safeDecode(segment: string): string | null {
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
