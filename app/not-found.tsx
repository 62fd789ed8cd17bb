import type { Metadata } from 'next';
import { SCHOOL } from '@/lib/content/school';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/**
 * The 404 page, for unknown addresses. It renders in the root layout, without SiteShell, and imports no
 * CSS (global classes only): every page's payload carries this boundary with the text of each stylesheet
 * it imports, and wrapped in SiteShell it sent the shell's CSS again with every page, 40 kB raw and
 * 5 to 6.6 kB gzip of HTML.
 */
export default function NotFound() {
  return (
    <>
      <header className="container">
        <p>
          <a href="/landing">{SCHOOL.name}</a>
        </p>
      </header>
      <main id="main" className="container section">
        <h1>Page not found</h1>
        <p>We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
        <ul>
          <li>
            <a href="/landing">Go to the home page</a>
          </li>
          <li>
            <a href="/contact-us">Contact the school office</a>
          </li>
          <li>
            <a href="/circulars">Read the latest circulars</a>
          </li>
        </ul>
      </main>
    </>
  );
}
