import type { ReactNode } from 'react';
import PageBanner from '@/components/layout/PageBanner';
import type { ListingConfig } from '@/lib/listings/config';

/** The frame of a listing page: banner, then the listing. */
export default function ListingPage({ config, children }: { config: ListingConfig; children: ReactNode }) {
  return (
    <>
      <PageBanner title={config.title} lead={config.description} />
      <div className="container section">{children}</div>
    </>
  );
}
