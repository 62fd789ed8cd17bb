import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import { OUR_SCHOOL_HISTORY } from '@/lib/content/about';

export const metadata: Metadata = { title: 'Our School' };

export default function OurSchoolPage() {
  return (
    <>
      <PageBanner title="Our School" />
      <div className="container section">
        {OUR_SCHOOL_HISTORY.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}
