import { NextResponse, type NextRequest } from 'next/server';
import { decide } from '@/lib/entry/doorRules';
import { NO_STORE } from '@/lib/http/cacheControl';

// On Vercel, where the platform is the front door: the same rules the Node front door applies
// (lib/entry/doorRules.ts), which there set the header below so that this never runs.
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
      return NextResponse.rewrite(decision.url, decision.vary ? { headers: { vary: decision.vary } } : undefined);
    case 'pass':
      return NextResponse.next(decision.vary ? { headers: { vary: decision.vary } } : undefined);
  }
}

export const config = {
  // Never /api/* (a proxy buffers a body it lets through) nor the build's immutable files. Not what came
  // through the Node front door, which removes any such header a client sent; always on Vercel, whose
  // platform sets x-vercel-id on every request.
  matcher: [
    { source: '/((?!api/|_next/static/).*)', missing: [{ type: 'header', key: 'x-kvns-front-door' }] },
    { source: '/((?!api/|_next/static/).*)', has: [{ type: 'header', key: 'x-vercel-id' }] },
  ],
};
