import { NextResponse, type NextRequest } from 'next/server';
import { decide } from '@/lib/entry/doorRules';
import { NO_STORE } from '@/lib/http/cacheControl';

// The site's rules for a page's request, from its method, address and headers (lib/entry/doorRules.ts), on
// every host: behind nginx on a Node host (which has already applied its connection, body and rate rules,
// deploy/nginx/), behind the platform on Vercel.
export async function proxy(request: NextRequest) {
  const decision = await decide({ method: request.method, url: request.nextUrl, headers: request.headers });
  switch (decision.answer) {
    case 'refuse':
      return new NextResponse(decision.text, { status: decision.status, headers: { ...NO_STORE, ...decision.headers, connection: 'close' } });
    case 'redirect':
      return NextResponse.redirect(decision.location, decision.status);
    // A rewrite would still let the query reach the regenerated page (vercel/next.js#81730).
    case 'clean':
      return NextResponse.redirect(decision.url, 307);
    case 'rewrite':
      return NextResponse.rewrite(decision.url);
    case 'pass':
      return NextResponse.next();
  }
}

export const config = {
  // Never /api/* (a proxy buffers a body it lets through; the routes judge their own posts) nor the build's
  // immutable files.
  matcher: ['/((?!api/|_next/static/).*)'],
};
