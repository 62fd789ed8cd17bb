import type { Metadata } from 'next';
import FormPage from '@/components/forms/FormPage';
import PrivacyNotice from '@/components/forms/PrivacyNotice';
import WithdrawForm from '@/components/forms/WithdrawForm';
import { WITHDRAW_INTRO } from '@/lib/content/pageIntros';
import { sendWithdrawal } from '@/lib/forms/actions';
import { pageMetadata } from '@/lib/site/seo';

export const metadata: Metadata = pageMetadata(WITHDRAW_INTRO);

export default function WithdrawConsentPage() {
  return (
    <FormPage intro={WITHDRAW_INTRO}>
      <WithdrawForm action={sendWithdrawal} permalink={WITHDRAW_INTRO.path} notice={<PrivacyNotice form="withdrawal" />} />
    </FormPage>
  );
}
