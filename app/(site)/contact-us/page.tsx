import type { Metadata } from 'next';
import ContactDetails from '@/components/content/ContactDetails';
import PrivacyNotice from '@/components/forms/PrivacyNotice';
import EnquiryForm from '@/components/forms/EnquiryForm';
import { sendEnquiry } from '@/lib/forms/actions';
import PageBanner from '@/components/layout/PageBanner';
import styles from '@/components/content/ContactDetails.module.css';
import JsonLd from '@/components/seo/JsonLd';
import { CONTACT_INTRO } from '@/lib/content/pageIntros';
import { OFFICE } from '@/lib/content/school';
import { pageMetadata, schoolJsonLd } from '@/lib/site/seo';

export const metadata: Metadata = pageMetadata(CONTACT_INTRO);

export default function ContactUsPage() {
  return (
    <>
      <JsonLd data={schoolJsonLd()} />
      <PageBanner title={CONTACT_INTRO.title} lead={CONTACT_INTRO.lead} />
      <div className={`container section ${styles.layout}`}>
        <ContactDetails />
        <div>
          <p>
            Before you apply, read the <a href="/schoolterms">admission rules</a> and the <a href="/generalinfo">fees</a>.
          </p>
          <EnquiryForm action={sendEnquiry} permalink="/contact-us" notice={<PrivacyNotice form="enquiry" />} usualAges={OFFICE.usualAges} answeredWithin={OFFICE.answersFormsWithin} />
        </div>
      </div>
    </>
  );
}
