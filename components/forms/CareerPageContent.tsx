import PrivacyNotice from './PrivacyNotice';
import CareerForm from '@/components/forms/CareerForm';
import PageBanner from '@/components/layout/PageBanner';
import { CAREER_INTRO } from '@/lib/content/pageIntros';
import { sendCareer } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/formState';

/** The career page: its intro and the application form, which may open with the server's messages. */
export default function CareerPageContent({ initialState }: { initialState?: FormState }) {
  return (
    <>
      <PageBanner title={CAREER_INTRO.title} lead={CAREER_INTRO.lead} />
      <div className="container section">
        {CAREER_INTRO.text?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <CareerForm action={sendCareer} permalink={CAREER_INTRO.path} initialState={initialState} notice={<PrivacyNotice form="career" />} />
      </div>
    </>
  );
}
