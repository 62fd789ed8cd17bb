import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import ToppersBrowser from '@/components/provider/ToppersBrowser';
import { getToppers } from '@/lib/provider/toppers';
import { TOPPERS_INTRO } from '@/lib/content/pageIntros';
import { pageMetadata } from '@/lib/site/seo';

export const metadata: Metadata = pageMetadata(TOPPERS_INTRO);

export default async function ToppersPage() {
  return (
    <>
      <PageBanner title={TOPPERS_INTRO.title} lead={TOPPERS_INTRO.lead} />
      <div className="container section">
        <ToppersBrowser toppers={await getToppers()} />
      </div>
    </>
  );
}
