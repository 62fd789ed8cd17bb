import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import ToppersBrowser from '@/components/provider/ToppersBrowser';
import { getToppers } from '@/lib/provider/toppers';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: 'Toppers', description: 'Our ICSE toppers, year by year.', path: '/toppers' });

export default async function ToppersPage() {
  return (
    <>
      <PageBanner title="Toppers" lead="Our ICSE toppers, year by year." />
      <div className="container section">
        <ToppersBrowser toppers={await getToppers()} />
      </div>
    </>
  );
}
