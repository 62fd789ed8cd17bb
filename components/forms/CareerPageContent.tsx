import PrivacyNotice from './PrivacyNotice';
import CareerForm from '@/components/forms/CareerForm';
import Pending from '@/components/content/Pending';
import PageBanner from '@/components/layout/PageBanner';
import { CAREER_INTRO } from '@/lib/content/pageIntros';
import { OFFICE, PENDING_NAMES } from '@/lib/content/school';
import { sendCareer } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/formState';
import { answeredWithinLine } from '@/lib/forms/messages';

/** The career page: its intro, the posts the school is hiring for (the office's), and the application form, which may open with the server's messages. */
export default function CareerPageContent({ initialState }: { initialState?: FormState }) {
  return (
    <>
      <PageBanner title={CAREER_INTRO.title} lead={CAREER_INTRO.lead} />
      <div className="container section">
        {CAREER_INTRO.text?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <section aria-labelledby="open-posts">
          <h2 id="open-posts">Open posts</h2>
          {OFFICE.openPosts ? (
            <ul>
              {OFFICE.openPosts.map(({ post, details }) => (
                <li key={post}>
                  <strong>{post}</strong>
                  {details ? <>: {details}</> : null}
                </li>
              ))}
            </ul>
          ) : (
            <Pending what={PENDING_NAMES.openPosts} />
          )}
          {OFFICE.answersFormsWithin ? <p>{answeredWithinLine(OFFICE.answersFormsWithin)}</p> : null}
        </section>
        <CareerForm action={sendCareer} permalink={CAREER_INTRO.path} initialState={initialState} notice={<PrivacyNotice form="career" />} answeredWithin={OFFICE.answersFormsWithin} />
      </div>
    </>
  );
}
