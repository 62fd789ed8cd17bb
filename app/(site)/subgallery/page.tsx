import type { Metadata } from 'next';
import SubGalleryView from '@/components/provider/SubGalleryView';
import { NO_ALBUM_INTRO } from '@/lib/content/pageIntros';
import { pageMetadata } from '@/lib/site/seo';

// `/subgallery?id=…` with a well-formed id is rewritten to `/subgallery/{id}` (next.config.js); what
// reaches this page has no album to show.
export const metadata: Metadata = pageMetadata(NO_ALBUM_INTRO);

export default function NoAlbumPage() {
  return <SubGalleryView album={null} />;
}
