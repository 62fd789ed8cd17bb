import { GALLERY_ORIGINS } from '../listings/cards';
import { FORM_ERRORS } from '../forms/messages';
import { FORM_PAGE_POST_MAX_BYTES } from '../forms/upload';
import { isValidAlbumId } from '../provider/albumId';

/** Pages, public files and the image optimiser only read; forms post to /api/* or to their own page. */
export const READ_METHODS = ['GET', 'HEAD'] as const;

export const FORM_PAGES = ['/contact-us', '/career', '/withdraw-consent'] as const;

export function isReadMethod(method: string): boolean {
  return (READ_METHODS as readonly string[]).includes(method.toUpperCase());
}

/** The methods a path answers, for the Allow header. */
export function allowedMethods(pathname: string): string[] {
  return (FORM_PAGES as readonly string[]).includes(pathname) ? [...READ_METHODS, 'POST'] : [...READ_METHODS];
}

/** A value a page accepts for one of its query parameters. */
type QueryValueCheck = (value: string) => boolean;

// Every other parameter is dropped before rendering: a cached page records the address it was rendered
// for, and is then served to everyone.
const QUERY_READ_BY: Readonly<Record<string, Readonly<Record<string, QueryValueCheck>> | 'all'>> = {
  '/search': 'all',
  '/_next/image': 'all',
  // The album, and the listing its Back link returns to (read in the browser).
  '/subgallery': { id: isValidAlbumId, from: (value) => (GALLERY_ORIGINS as readonly string[]).includes(value) },
};
/** The framework's cache-busting parameter on its own navigation requests. */
const FRAMEWORK_QUERY = ['_rsc'];

/** The address to render instead, without what its path does not read; null when nothing is dropped. */
export function withoutUnreadQuery(url: URL): URL | null {
  if (!url.search) return null;
  const read = QUERY_READ_BY[url.pathname] ?? {};
  if (read === 'all') return null;
  const seen = new Set<string>();
  const kept = new URLSearchParams(
    [...url.searchParams].filter(([name, value]) => {
      // One value each: a second is one more string the page would record.
      if (seen.has(name)) return false;
      seen.add(name);
      return FRAMEWORK_QUERY.includes(name) || (Object.hasOwn(read, name) && read[name]!(value));
    }),
  );
  const cleaned = new URL(url);
  cleaned.search = kept.toString();
  return cleaned.search === url.search ? null : cleaned;
}

/** True when the browser asks for lighter pages (the Save-Data client hint, sent by data-saver modes). */
export function wantsLessData(headers: Headers): boolean {
  return headers.get('save-data')?.trim().toLowerCase() === 'on';
}

// Credentials in the address would reach the provider as an Authorization header. Query strings are
// refused by the optimiser itself (`search: ''` in next.config.js).
export function imageSourceProblem(url: string | null): string | null {
  if (!url) return 'The image address is missing.';
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://site.invalid');
  } catch {
    return 'The image address is not a valid URL.';
  }
  if (parsed.username || parsed.password) return 'The image address may not carry credentials.';
  return null;
}

/** The largest enquiry a browser posts itself: every field at its longest, in four-byte characters, is well under this. */
export const ENQUIRY_PAGE_POST_MAX_BYTES = 64 * 1024;

/** What a browser posts a form as, scripts or none. */
const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

export type PagePostProblem = { status: number; text: string } | 'career file too large';

// From headers alone: the site's scripts never call a Server Action, so `Next-Action` is not the site's;
// a browser's own post declares its length and a form type, and past the page's bound it is too large.
export function pagePostProblem(pathname: string, headers: Headers): PagePostProblem | null {
  if (headers.has('next-action')) return { status: 400, text: FORM_ERRORS.badRequest };
  const length = headers.get('content-length');
  if (headers.has('transfer-encoding') || length === null || !/^\d+$/.test(length)) return { status: 411, text: 'A form post must declare its length.' };
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) return { status: 415, text: FORM_ERRORS.badRequest };
  const bytes = Number(length);
  if (pathname === '/career') return bytes > FORM_PAGE_POST_MAX_BYTES ? 'career file too large' : null;
  return bytes > ENQUIRY_PAGE_POST_MAX_BYTES ? { status: 413, text: 'This enquiry is too long to send. Please shorten the message and send it again.' } : null;
}
