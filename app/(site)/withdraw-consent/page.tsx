import type { Metadata } from 'next';
import PrivacyNotice from '@/components/forms/PrivacyNotice';
import WithdrawForm from '@/components/forms/WithdrawForm';
import PageBanner from '@/components/layout/PageBanner';
import { WITHDRAW_INTRO } from '@/lib/content/pageIntros';
import { sendWithdrawal } from '@/lib/forms/actions';
import { pageMetadata } from '@/lib/site/seo';

export const metadata: Metadata = pageMetadata(WITHDRAW_INTRO);

export default function WithdrawConsentPage() {
  return (
    <>
      <PageBanner title={WITHDRAW_INTRO.title} lead={WITHDRAW_INTRO.lead} />
      <div className="container section">
        {WITHDRAW_INTRO.text?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <WithdrawForm action={sendWithdrawal} permalink={WITHDRAW_INTRO.path} notice={<PrivacyNotice form="withdrawal" />} />
      </div>
    </>
  );
}
