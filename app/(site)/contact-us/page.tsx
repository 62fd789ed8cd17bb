import type { Metadata } from 'next';
import ContactDetails from '@/components/content/ContactDetails';
import PageBanner from '@/components/layout/PageBanner';

export const metadata: Metadata = {
  title: 'Contact Us',
  description: 'Address, phone, e-mail, office hours and map of the school, and the admission enquiry form.',
  alternates: { canonical: '/contact-us' },
};

export default function ContactUsPage() {
  return (
    <>
      <PageBanner title="Contact Us" lead="We are happy to answer your questions about admissions and school life." />
      <div className="container section">
        <ContactDetails />
      </div>
    </>
  );
}
