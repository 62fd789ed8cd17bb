import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import FlipBook from '@/components/prospectus/FlipBook';
import styles from '@/components/prospectus/FlipBook.module.css';
import { PROSPECTUS_PAGES } from '@/lib/content/prospectus';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: 'Prospectus', description: 'Page through our 20-page prospectus: the school, its curriculum, facilities, fees and admissions.', path: '/Prospectus' });

export default function ProspectusPage() {
  return (
    <>
      <PageBanner title="Prospectus" lead="Turn the pages with the arrows, the arrow keys, or by dragging a corner." />
      <div className="container section">
        <FlipBook pages={PROSPECTUS_PAGES} />
        <details className={styles.textVersion}>
          <summary>Read the prospectus as text</summary>
          <ol>
            {PROSPECTUS_PAGES.map((page) => (
              <li key={page.number}>
                <h3>{page.title}</h3>
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
