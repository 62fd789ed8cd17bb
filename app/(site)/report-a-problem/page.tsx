import type { Metadata } from 'next';
import FormPage from '@/components/forms/FormPage';
import PrivacyNotice from '@/components/forms/PrivacyNotice';
import ProblemForm from '@/components/forms/ProblemForm';
import { PROBLEM_INTRO } from '@/lib/content/pageIntros';
import { sendProblem } from '@/lib/forms/actions';
import { pageMetadata } from '@/lib/site/seo';

export const metadata: Metadata = pageMetadata(PROBLEM_INTRO);

export default function ReportProblemPage() {
  return (
    <FormPage intro={PROBLEM_INTRO}>
      <ProblemForm action={sendProblem} permalink={PROBLEM_INTRO.path} notice={<PrivacyNotice form="problem" />} />
    </FormPage>
  );
}
