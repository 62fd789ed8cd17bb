import { settings } from '@/lib/server/settings';
import { lightSplashHtml } from '@/lib/splash/lightSplash';

const { siteUrl } = settings;

// Built once: nothing in it changes between requests.
export const dynamic = 'force-static';

/** The splash without video or script, served at / to a browser that sends Save-Data (proxy.ts). */
export function GET(): Response {
  return new Response(lightSplashHtml(siteUrl), { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
