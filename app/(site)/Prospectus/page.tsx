import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import FlipBook from '@/components/prospectus/FlipBook';
import styles from '@/components/prospectus/FlipBook.module.css';
import { PROSPECTUS_PAGES } from '@/lib/content/prospectusPages';
import { PROSPECTUS_INTRO } from '@/lib/content/pageIntros';
import { pageMetadata } from '@/lib/site/seo';

export const metadata: Metadata = pageMetadata(PROSPECTUS_INTRO);

export default function ProspectusPage() {
  return (
    <>
      <PageBanner title={PROSPECTUS_INTRO.title} lead={PROSPECTUS_INTRO.lead} />
      <div className="container section">
        <FlipBook pages={PROSPECTUS_PAGES} />
        <details className={styles.textVersion}>
          <summary>Read the prospectus as text</summary>
          <ol>
            {PROSPECTUS_PAGES.map((page) => (
              <li key={page.number}>
                <h3>{page.title}</h3>
                <p>
                  <a href={page.src}>Page {page.number} as printed</a>
                </p>
                <ul>
                  {page.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </details>
      </div>
    </>
  );
}
