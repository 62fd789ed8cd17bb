import type { Metadata } from 'next';
import CareerForm from '@/components/forms/CareerForm';
import { sendCareer } from '@/lib/forms/actions';
import PageBanner from '@/components/layout/PageBanner';
import { CAREER_INTRO } from '@/lib/content/pageIntros';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(CAREER_INTRO);

export default function CareerPage() {
  return (
    <>
      <PageBanner title={CAREER_INTRO.title} lead={CAREER_INTRO.lead} />
      <div className="container section">
        {CAREER_INTRO.text?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <CareerForm action={sendCareer} permalink="/career" />
      </div>
    </>
  );
}
