import type { Metadata } from 'next';
import ContactDetails from '@/components/content/ContactDetails';
import EnquiryForm from '@/components/forms/EnquiryForm';
import PageBanner from '@/components/layout/PageBanner';
import styles from '@/components/content/ContactDetails.module.css';
import JsonLd from '@/components/seo/JsonLd';
import { pageMetadata, schoolJsonLd } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: 'Contact Us', description: 'Address, phone, e-mail, office hours and map of the school, and the admission enquiry form.', path: '/contact-us' });

export default function ContactUsPage() {
  return (
    <>
      <JsonLd data={schoolJsonLd()} />
      <PageBanner title="Contact Us" lead="We are happy to answer your questions about admissions and school life." />
      <div className={`container section ${styles.layout}`}>
        <EnquiryForm />
        <ContactDetails />
      </div>
    </>
  );
}
