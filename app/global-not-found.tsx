import type { Metadata } from 'next';
import SiteDocument, { SITE_METADATA, SITE_VIEWPORT } from '@/components/layout/SiteDocument';
import SiteShell from '@/components/layout/SiteShell';
import { SCHOOL } from '@/lib/content/school';
import { HOME_PATH } from '@/lib/http/routes';

// This page has no layout above it: the title template does not apply.
export const metadata: Metadata = { ...SITE_METADATA, title: `Page not found | ${SCHOOL.shortName}`, robots: { index: false } };
export const viewport = SITE_VIEWPORT;

/** The page for addresses no route answers, with a 404 status, inside the site's header and footer. */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteShell>
        <section className="container section">
          <h1>Page not found</h1>
          <p>We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
          <ul>
            <li>
              <a href={HOME_PATH}>Go to the home page</a>
            </li>
            <li>
              <a href="/contact-us">Contact the school office</a>
            </li>
            <li>
              <a href="/circulars">Read the latest circulars</a>
            </li>
          </ul>
        </section>
      </SiteShell>
    </SiteDocument>
  );
}
