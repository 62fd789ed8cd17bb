import { NextResponse, type NextRequest } from 'next/server';
import { allowedMethods, imageSourceProblem, isReadMethod, pagePostProblem, wantsLessData, withoutUnreadQuery } from '@/lib/http/requestRules';
import { isValidAlbumId } from '@/lib/provider/albumId';
import { isKnownAlbum, requestedAlbumId } from '@/lib/provider/albumIndex';
import { FILES_PATH } from '@/lib/provider/files';
import { fileVerdict } from '@/lib/provider/knownFiles';
import { routeSpelledOtherwise } from '@/lib/site/routes';
import { formOrigins } from '@/lib/http/origin';
import { FORM_ERRORS } from '@/lib/forms/messages';
import { isAcceptedOrigin } from '@/lib/http/origin';
import { NO_STORE } from '@/lib/http/cacheControl';
const UNAVAILABLE = { status: 503, headers: { ...NO_STORE, 'retry-after': '30' } };

// From the method, address and headers alone, with lists kept in this process (docs/architecture.md, Security).
export async function proxy(request: NextRequest) {
  const allowed = allowedMethods(request.nextUrl.pathname);
  if (!allowed.includes(request.method.toUpperCase())) {
    return new NextResponse('Method not allowed', { status: 405, headers: { Allow: allowed.join(', ') } });
  }
  // A form page's own post (no scripts) from another site, or from a page on a borrowed host name.
  if (request.method === 'POST' && !isAcceptedOrigin(request.headers.get('origin'), formOrigins)) {
    return new NextResponse(FORM_ERRORS.origin, { status: 403, headers: NO_STORE });
  }
  // A form page's own post, judged by its headers alone: the proxy reads no body (Next bounds it).
  if (request.method === 'POST') {
    const problem = pagePostProblem(request.nextUrl.pathname, request.headers);
    if (problem === 'career file too large') return NextResponse.redirect(new URL('/career/file-too-large', request.url), 303);
    if (problem) return new NextResponse(problem.text, { status: problem.status, headers: { ...NO_STORE, connection: 'close' } });
  }
  // A route typed in another case (`/Circulars`, `/ourschool`) is sent to its own spelling, for good.
  const route = isReadMethod(request.method) ? routeSpelledOtherwise(request.nextUrl.pathname) : undefined;
  if (route) {
    const spelled = request.nextUrl.clone();
    spelled.pathname = route;
    return NextResponse.redirect(spelled, 308);
  }
  // A cached page records the address it was rendered for (even through a rewrite), so the visitor is
  // sent to the address without what the page does not read.
  const cleaned = isReadMethod(request.method) ? withoutUnreadQuery(request.nextUrl) : null;
  if (cleaned) return NextResponse.redirect(cleaned, 307);
  // A visitor who asks to save data gets the splash without its video (and without the video's script).
  if (request.nextUrl.pathname === '/' && isReadMethod(request.method) && wantsLessData(request.headers)) {
    return NextResponse.rewrite(new URL('/splash-light', request.url), { headers: { vary: 'Save-Data' } });
  }
  if (request.nextUrl.pathname === '/_next/image') {
    const problem = imageSourceProblem(request.nextUrl.searchParams.get('url'));
    if (problem) return new NextResponse(problem, { status: 400 });
  }
  // An album the listings do not hold is sent to the no-album page: no provider call, and no cached page
  // per made-up id (each would be a file on disk that nothing removes).
  const albumId = requestedAlbumId(request.nextUrl);
  if (albumId !== undefined) {
    const known = isValidAlbumId(albumId) ? await isKnownAlbum(albumId) : false;
    // No list could ever be read (a new instance while the provider is down): refused, never passed on.
    if (known === null) return new NextResponse('The gallery cannot be reached just now. Please try again in a minute.', UNAVAILABLE);
    if (known === false) {
      // Sent, not rewritten: the no-album page would record the made-up id in its cached copy.
      const noAlbum = new URL('/subgallery', request.url);
      const from = request.nextUrl.searchParams.get('from');
      if (from) noAlbum.searchParams.set('from', from);
      return NextResponse.redirect(noAlbum, 307);
    }
  }
  // Only the files the provider's lists name (and the provider has) are served from the site's address:
  // no open proxy. Any other is the site's 404 page, inside its header and footer (an address no route answers).
  if (request.nextUrl.pathname.startsWith(FILES_PATH)) {
    const verdict = await fileVerdict(request.nextUrl.pathname);
    if (verdict === 'lists unavailable') return new NextResponse('The file cannot be fetched just now. Please try again in a minute.', UNAVAILABLE);
    if (verdict === 'unknown') return NextResponse.rewrite(new URL('/files-not-found', request.url));
  }
  return NextResponse.next();
}

export const config = {
  // Not /api/*: the route handlers answer their own methods, and a proxy in front of /api/career would
  // buffer (and could cut) its uploads. Not the build's immutable files either.
  matcher: ['/((?!api/|_next/static/).*)'],
};
