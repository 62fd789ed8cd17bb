import { GALLERY_ORIGINS } from '../listings/cards';
import { FORM_ERRORS } from '../forms/messages';
import { UPLOAD_TOO_LARGE } from '../forms/upload';
import { isValidAlbumId } from '../provider/albumId';
import { isAcceptedOrigin } from '../http/origin';
import { editorMode } from '../editor/mode';
import { BODY_LIMITS, type BodyAddress, EDITOR_API_PREFIX, EDITOR_SAVE_LIMIT, FRAMEWORK_QUERY, QUERY_READING_PAGES } from './bodyLimits';

/** Pages, public files and the image optimiser only read; forms post to /api/* or to their own page. */
export const READ_METHODS = ['GET', 'HEAD'] as const;

export function isReadMethod(method: string): boolean {
  return (READ_METHODS as readonly string[]).includes(method.toUpperCase());
}

/** The methods a path answers, for the Allow header: POST only where a body is taken (BODY_RULES). */
export function allowedMethods(pathname: string): string[] {
  return bodyRuleAt(pathname) ? [...READ_METHODS, 'POST'] : [...READ_METHODS];
}

/** A value a page accepts for one of its query parameters. */
type QueryValueCheck = (value: string) => boolean;

// Every other parameter is dropped before rendering: a cached page records the address it was rendered
// for, and is then served to everyone.
const QUERY_READ_BY: Readonly<Record<(typeof QUERY_READING_PAGES)[number], Readonly<Record<string, QueryValueCheck>> | 'all'>> = {
  '/search': 'all',
  '/_next/image': 'all',
  // The album, and the listing its Back link returns to (read in the browser).
  '/subgallery': { id: isValidAlbumId, from: (value) => (GALLERY_ORIGINS as readonly string[]).includes(value) },
};
/** The address to render instead, without what its path does not read; null when nothing is dropped. */
export function withoutUnreadQuery(url: URL): URL | null {
  if (!url.search) return null;
  const read: Readonly<Record<string, QueryValueCheck>> | 'all' = Object.hasOwn(QUERY_READ_BY, url.pathname) ? QUERY_READ_BY[url.pathname as keyof typeof QUERY_READ_BY] : {};
  if (read === 'all') return null;
  const seen = new Set<string>();
  const kept = new URLSearchParams(
    [...url.searchParams].filter(([name, value]) => {
      // One value each: a second is one more string the page would record.
      if (seen.has(name)) return false;
      seen.add(name);
      return (FRAMEWORK_QUERY as readonly string[]).includes(name) || (Object.hasOwn(read, name) && read[name]!(value));
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

/** What a browser posts a form as, scripts or none. */
const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/** Who may post: the site's own pages (by Origin), or anyone, the route judging (a webhook's secret, a beacon's origin). */
type PostOrigin = 'site' | 'any';

export interface BodyRule {
  maxBytes: number;
  /** The whole body must have arrived by then. */
  deadlineMs: number;
  /** Media types accepted; undefined leaves the type to the route. */
  types?: readonly string[];
  origin: PostOrigin;
  /** A page's own post (no scripts): a browser always declares its length, and never calls a Server Action. */
  pagePost: boolean;
  /** Said when the declared length is over `maxBytes`; the career page sends the browser to its own page for it. */
  tooLarge: string | 'career file too large';
}

const JSON_TYPES = ['application/json'];

/** Every address that takes a body, its bounds (lib/entry/bodyLimits.ts, which nginx's rules are written from) and its checks: anywhere else a body is refused unread. */
export const BODY_RULES: Readonly<Record<BodyAddress, BodyRule>> = {
  '/contact-us': { ...BODY_LIMITS['/contact-us'], types: FORM_TYPES, origin: 'site', tooLarge: 'This enquiry is too long to send. Please shorten the message and send it again.' },
  '/withdraw-consent': { ...BODY_LIMITS['/withdraw-consent'], types: FORM_TYPES, origin: 'site', tooLarge: 'This request is too long to send. Please shorten it and send it again.' },
  '/report-a-problem': { ...BODY_LIMITS['/report-a-problem'], types: FORM_TYPES, origin: 'site', tooLarge: 'This report is too long to send. Please shorten it and send it again.' },
  '/career': { ...BODY_LIMITS['/career'], types: FORM_TYPES, origin: 'site', tooLarge: 'career file too large' },
  '/api/enquiry': { ...BODY_LIMITS['/api/enquiry'], types: JSON_TYPES, origin: 'site', tooLarge: FORM_ERRORS.tooLarge },
  '/api/withdraw': { ...BODY_LIMITS['/api/withdraw'], types: JSON_TYPES, origin: 'site', tooLarge: FORM_ERRORS.tooLarge },
  '/api/problem': { ...BODY_LIMITS['/api/problem'], types: JSON_TYPES, origin: 'site', tooLarge: FORM_ERRORS.tooLarge },
  '/api/career': { ...BODY_LIMITS['/api/career'], types: ['multipart/form-data'], origin: 'site', tooLarge: UPLOAD_TOO_LARGE },
  // Browsers' beacons: the route counts what it drops, so it judges their origin and type itself.
  '/api/vitals': { ...BODY_LIMITS['/api/vitals'], origin: 'any', tooLarge: FORM_ERRORS.tooLarge },
  // The provider's webhook, from its server: its bearer secret is checked by the route.
  '/api/revalidate': { ...BODY_LIMITS['/api/revalidate'], types: JSON_TYPES, origin: 'any', tooLarge: 'The body is too large.' },
};

const EDITOR_SAVE: BodyRule = { ...EDITOR_SAVE_LIMIT, types: JSON_TYPES, origin: 'site', tooLarge: 'This file is too large to upload here: please send one under 15 MB.' };

/** The bounds of a body posted to a path, or undefined where none is taken. */
export function bodyRuleAt(pathname: string): BodyRule | undefined {
  if (Object.hasOwn(BODY_RULES, pathname)) return BODY_RULES[pathname as BodyAddress];
  if (pathname.startsWith(EDITOR_API_PREFIX) && editorMode(process.env, process.cwd())) return EDITOR_SAVE;
  return undefined;
}

export type BodyProblem = { status: number; text: string } | 'career file too large';

const mediaType = (headers: Headers) => headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';

/** Whether a request declares a body: any length but zero, or a transfer coding. */
export const declaresBody = (headers: Headers) => headers.has('transfer-encoding') || (headers.has('content-length') && headers.get('content-length')!.trim() !== '0');


// From headers alone, before a byte of the body is read: who sent it, whether it is a form's, and whether
// the length it declares fits. A body without a declared length is bounded as it arrives (nginx, and the route as it reads).
export function bodyProblem(rule: BodyRule, headers: Headers, accepted: ReadonlySet<string>): BodyProblem | null {
  if (rule.origin === 'site' && !isAcceptedOrigin(headers.get('origin'), accepted)) return { status: 403, text: FORM_ERRORS.origin };
  if (rule.pagePost && headers.has('next-action')) return { status: 400, text: FORM_ERRORS.badRequest };
  const length = headers.get('content-length');
  const chunked = headers.has('transfer-encoding');
  if (length !== null && !/^\d+$/.test(length.trim())) return { status: 400, text: FORM_ERRORS.badRequest };
  if (rule.pagePost && (chunked || length === null)) return { status: 411, text: 'A form post must declare its length.' };
  if (rule.types && !rule.types.includes(mediaType(headers))) return { status: 415, text: FORM_ERRORS.badRequest };
  if (length !== null && Number(length) > rule.maxBytes) return rule.tooLarge === 'career file too large' ? rule.tooLarge : { status: 413, text: rule.tooLarge };
  return null;
}
