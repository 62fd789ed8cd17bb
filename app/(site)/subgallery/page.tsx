import type { Metadata } from 'next';
import SubGalleryView from '@/components/provider/SubGalleryView';
import { pageMetadata } from '@/lib/seo';
import { FALLBACK } from '@/lib/content/fallbacks';

// `/subgallery?id=…` with a well-formed id is rewritten to `/subgallery/{id}` (next.config.js); what
// reaches this page has no album to show.
export const metadata: Metadata = pageMetadata({
  title: FALLBACK.title,
  description: 'Photos from a school album.',
  path: '/subgallery',
  noIndex: true,
});

export default function NoAlbumPage() {
  return <SubGalleryView album={null} />;
}
