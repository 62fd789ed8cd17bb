// The site's rules for a page's request, from its method, address and headers alone, in one place: proxy.ts
// applies them on every host, behind nginx on a Node host (deploy/nginx/) and the platform on Vercel.
import { FORM_ERRORS } from '../forms/messages';
import { isValidAlbumId } from '../provider/albumId';
import { isKnownAlbum, requestedAlbumId } from '../provider/albumIndex';
import { FILES_PATH } from '../provider/files';
import { fileVerdict } from '../provider/serveFile';
import { spellingsOf } from '../http/routes';
import { SITE_ROUTES } from '../http/siteRoutes';
import { formOrigins } from '../http/origin';
import { allowedMethods, bodyProblem, bodyRuleAt, declaresBody, imageSourceProblem, isReadMethod, wantsLessData, withoutUnreadQuery } from './requestRules';

/** `/ourschool` is sent to `/OurSchool`, `/circulars/` to `/circulars`. */
const routeSpelledOtherwise = spellingsOf(SITE_ROUTES);

export interface RequestHead {
  method: string;
  /** The whole address, as the site's own origin sees it. */
  url: URL;
  headers: Headers;
}

export type DoorDecision =
  | { answer: 'refuse'; status: number; text: string; headers?: Record<string, string> }
  | { answer: 'redirect'; status: 303 | 307 | 308; location: URL }
  /** The same page without the query it does not read, where the browser is sent. */
  | { answer: 'clean'; url: URL }
  | { answer: 'rewrite'; url: URL }
  | { answer: 'pass' };

type PageDecision = Exclude<DoorDecision, { answer: 'clean' }>;

const UNAVAILABLE = { 'retry-after': '30' };

/** Pages, files, the optimiser and public files: what the page rules below are about. */
export const isPageAddress = (pathname: string) => !pathname.startsWith('/api/') && !pathname.startsWith('/_next/static/');

/** The page that serves an album: one cached page per album, with nothing of the query but the framework's own. */
export function albumPageUrl(albumId: string, url: URL): URL {
  const page = new URL(`/subgallery/${encodeURIComponent(albumId)}`, url);
  const rsc = url.searchParams.get('_rsc');
  if (rsc !== null) page.searchParams.set('_rsc', rsc);
  return page;
}

export async function decide({ method, url, headers }: RequestHead): Promise<DoorDecision> {
  const { pathname } = url;
  const allowed = allowedMethods(pathname);
  if (!allowed.includes(method.toUpperCase())) return { answer: 'refuse', status: 405, text: 'Method not allowed', headers: { allow: allowed.join(', ') } };
  const bodyRule = method.toUpperCase() === 'POST' ? bodyRuleAt(pathname) : undefined;
  if (bodyRule) {
    const problem = bodyProblem(bodyRule, headers, formOrigins);
    if (problem === 'career file too large') return { answer: 'redirect', status: 303, location: new URL('/career/file-too-large', url) };
    if (problem) return { answer: 'refuse', ...problem };
    return { answer: 'pass' };
  }
  // A body where none is read would be read by nobody, or by Next whole.
  if (declaresBody(headers)) return { answer: 'refuse', status: 413, text: FORM_ERRORS.tooLarge };
  // The routes read their own query; the build's files are immutable.
  if (!isPageAddress(pathname)) return { answer: 'pass' };
  // A route typed in another case (`/Circulars`, `/ourschool`) is sent to its own spelling, for good.
  const route = isReadMethod(method) ? routeSpelledOtherwise(pathname) : undefined;
  if (route) {
    const spelled = new URL(url);
    spelled.pathname = route;
    return { answer: 'redirect', status: 308, location: spelled };
  }
  // A cached page records the address it was rendered for, so no query it does not read may reach it: the
  // rest of the rules read the address without it.
  const cleaned = withoutUnreadQuery(url);
  if (cleaned) return { answer: 'clean', url: cleaned };
  return pageDecision(url, headers);
}

/** The rules for a page's address, once it carries only the query its page reads. */
async function pageDecision(url: URL, headers: Headers): Promise<PageDecision> {
  const { pathname } = url;
  // Both answers say they vary by Save-Data: nginx adds it on a Node host (deploy/nginx/); on Vercel the proxy runs before the cache.
  if (pathname === '/') return wantsLessData(headers) ? { answer: 'rewrite', url: new URL('/splash-light', url) } : { answer: 'pass' };
  if (pathname === '/_next/image') {
    const problem = imageSourceProblem(url.searchParams.get('url'));
    if (problem) return { answer: 'refuse', status: 400, text: problem };
  }
  // An album the listings do not hold goes to the no-album page: no provider call, no cached page per made-up id.
  const albumId = requestedAlbumId(url);
  if (albumId !== undefined) {
    const known = isValidAlbumId(albumId) ? await isKnownAlbum(albumId) : false;
    if (known === null) return { answer: 'refuse', status: 503, text: 'The gallery cannot be reached just now. Please try again in a minute.', headers: UNAVAILABLE };
    if (known === false) {
      // Sent, not rewritten: the no-album page would record the made-up id in its cached copy.
      const noAlbum = new URL('/subgallery', url);
      const from = url.searchParams.get('from');
      if (from) noAlbum.searchParams.set('from', from);
      return { answer: 'redirect', status: 307, location: noAlbum };
    }
    // The album's address is served by its own cached page; the listing in `from` is read in the browser.
    if (pathname === '/subgallery') return { answer: 'rewrite', url: albumPageUrl(albumId, url) };
  }
  // Only the files the provider's lists name (and the provider has): no open proxy to the provider.
  if (pathname.startsWith(FILES_PATH)) {
    const verdict = await fileVerdict(pathname);
    if (verdict === 'lists unavailable') return { answer: 'refuse', status: 503, text: 'The file cannot be fetched just now. Please try again in a minute.', headers: UNAVAILABLE };
    if (verdict === 'unknown') return { answer: 'rewrite', url: new URL('/files-not-found', url) };
  }
  return { answer: 'pass' };
}
