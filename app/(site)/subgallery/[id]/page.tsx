import type { Metadata } from 'next';
import SubGalleryView from '@/components/provider/SubGalleryView';
import { subGalleryCanonicalPath } from '@/lib/listings/cards';
import { getAlbumIds } from '@/lib/provider/gallery';
import { getSubGallery } from '@/lib/provider/subGallery';
import { pageMetadata } from '@/lib/site/seo';
import { FALLBACK } from '@/lib/content/fallbacks';

// Reached through the rewrite of `/subgallery?id={id}`. The albums the listings hold are prerendered;
// one added later is rendered on its first visit; each is then cached and regenerated like every page.
export async function generateStaticParams(): Promise<{ id: string }[]> {
  return (await getAlbumIds()).map((id) => ({ id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const album = await getSubGallery(id);
  return pageMetadata({
    title: album?.title || FALLBACK.title,
    description: album?.description || 'Photos from a school album.',
    path: subGalleryCanonicalPath(id),
    noIndex: !album,
  });
}

export default async function AlbumPage({ params }: Props) {
  return <SubGalleryView album={await getSubGallery((await params).id)} />;
}
