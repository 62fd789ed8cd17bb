import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import SiteShell from '@/components/layout/SiteShell';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <SiteShell>
      <PageBanner title="Page not found" />
      <div className="container section">
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
      </div>
    </SiteShell>
  );
}
