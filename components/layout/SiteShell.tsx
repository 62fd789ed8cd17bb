import type { ReactNode } from 'react';
import Footer from './Footer';
import Header from './Header';

/** Header, main landmark and footer around every page but the splash. */
export default function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
