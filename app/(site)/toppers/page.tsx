import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import ToppersBrowser from '@/components/provider/ToppersBrowser';
import { TOPPERS_INTRO } from '@/lib/content/pageIntros';
import { pageMetadata } from '@/lib/site/seo';
import { listOf } from '@/lib/provider/lists';

export const metadata: Metadata = pageMetadata(TOPPERS_INTRO);

export default async function ToppersPage() {
  return (
    <>
      <PageBanner title={TOPPERS_INTRO.title} lead={TOPPERS_INTRO.lead} />
      <div className="container section">
        <ToppersBrowser toppers={await listOf('toppers')} />
      </div>
    </>
  );
}
