// Host and X-Forwarded-Host are never trusted: a page on a rebound domain names its own host in both.

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

/** A loopback site accepts its other loopback names on its port (localhost, 127.0.0.1); no remote page can send those. */
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
