import type { ReactNode } from 'react';
import NoticeBar from '@/components/notices/NoticeBar';
import { listOf } from '@/lib/provider/lists';
import Footer from './Footer';
import Header from './Header';

/** Header, main landmark and footer around every page but the splash; the school's notices above them all. */
export default async function SiteShell({ children }: { children: ReactNode }) {
  // Notices that cannot be read (the provider away, no copy kept) leave the line out, never the page.
  const notifications = await listOf('notifications').catch(() => []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <NoticeBar notifications={notifications} />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
