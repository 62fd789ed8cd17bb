import type { Metadata } from 'next';
import CareerForm from '@/components/forms/CareerForm';
import PageBanner from '@/components/layout/PageBanner';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: 'Career', description: 'Teach with us: send your application and CV to the school.', path: '/career' });

export default function CareerPage() {
  return (
    <>
      <PageBanner title="Career" lead="Teach with us: send your application and CV to the school." />
      <div className="container section">
        <p>
          We are always glad to hear from teachers and staff who care about children. Send us your details and your CV;
          the school office will contact you when a suitable position opens.
        </p>
        <CareerForm />
      </div>
    </>
  );
}
