import type { ReactNode } from 'react';
import PageBanner from '@/components/layout/PageBanner';
import type { PageIntro } from '@/lib/content/pageIntros';

/** A page that is one form: its banner, its words, then the form. */
export default function FormPage({ intro, children }: { intro: PageIntro; children: ReactNode }) {
  return (
    <>
      <PageBanner title={intro.title} lead={intro.lead} />
      <div className="container section">
        {intro.text?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {children}
      </div>
    </>
  );
}
