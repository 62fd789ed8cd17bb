import type { Metadata } from 'next';
import Link from 'next/link';
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
            <Link href="/landing">Go to the home page</Link>
          </li>
          <li>
            <Link href="/contact-us">Contact the school office</Link>
          </li>
          <li>
            <Link href="/circulars">Read the latest circulars</Link>
          </li>
        </ul>
      </div>
    </SiteShell>
  );
}
