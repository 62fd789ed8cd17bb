/**
 * Which pages may post the forms: this site's own address (SITE_URL) and the origins named in
 * FORM_ALLOWED_ORIGINS. The Host and X-Forwarded-Host headers are never trusted for this: a page on a
 * rebound domain (`Host: evil.example`, `Origin: http://evil.example`) names its own host in both.
 */

import { settings } from '@/lib/server/settings';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function originOf(address: string): string | null {
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origins form posts are accepted from. A site on a loopback address also accepts its other loopback
 * names on the same port (the demo answers at localhost and at 127.0.0.1); no remote page can send those.
 */
export function acceptedFormOrigins(siteUrl: string, allowedOrigins: readonly string[]): Set<string> {
  const accepted = new Set<string>();
  for (const address of [siteUrl, ...allowedOrigins]) {
    const origin = originOf(address);
    if (!origin) continue;
    accepted.add(origin);
    const url = new URL(origin);
    if (LOOPBACK_HOSTS.includes(url.hostname)) {
      for (const host of LOOPBACK_HOSTS) accepted.add(originOf(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)!);
    }
  }
  return accepted;
}

/** True when the post's Origin header is one of the accepted origins; a post without one is refused. */
export function isAcceptedOrigin(originHeader: string | null, accepted: ReadonlySet<string>): boolean {
  if (!originHeader) return false;
  const origin = originOf(originHeader);
  return origin !== null && accepted.has(origin);
}

/** The origins this server accepts form posts from: SITE_URL's, FORM_ALLOWED_ORIGINS, and a loopback site's other loopback names. */
export const formOrigins = acceptedFormOrigins(settings.siteUrl, settings.formAllowedOrigins);
