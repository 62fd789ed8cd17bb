import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import Lightbox from '@/components/ui/Lightbox';
import { DEFAULT_COVER } from '@/components/ui/images';
import Img from '@/components/ui/Img';
import { safeGalleryOrigin, subGalleryCanonicalPath } from '@/lib/cards';
import { formatDayShortMonthYear } from '@/lib/dates';
import { getSubGallery } from '@/lib/provider/subGallery';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/provider/provider.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const album = await getSubGallery(first((await searchParams).id));
  return pageMetadata({
    title: album?.title || 'No Title',
    description: album?.description || 'Photos from a school album.',
    path: album ? subGalleryCanonicalPath(album.id) : '/subgallery',
    noIndex: !album,
  });
}

export default async function SubGalleryPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const album = await getSubGallery(first(params.id));
  const origin = safeGalleryOrigin(first(params.from));
  const title = album?.title || 'No Title';
  const date = formatDayShortMonthYear(album?.date) || 'N/A';
  const photos = album?.attachments ?? [];

  return (
    <>
      <PageBanner title={title} />
      <div className="container section">
        <p>
          <a href={origin} className={styles.back}>
            ← Back
          </a>
        </p>
        <dl className={styles.albumFacts}>
          <div>
            <dt>Event date</dt>
            <dd>{date}</dd>
          </div>
          <div>
            <dt>Last updated</dt>
            <dd>{date}</dd>
          </div>
          <div>
            <dt>Photos</dt>
            <dd>{photos.length}</dd>
          </div>
        </dl>
        <p>{album?.description || 'No Description'}</p>
        {photos.length > 0 ? (
          <Lightbox
            label={title}
            columns={3}
            firstIsLcp
            photos={photos.map((src, index) => ({ src, width: 1200, height: 800, alt: `${title}, photo ${index + 1}` }))}
          />
        ) : (
          <div className={styles.defaultImage}>
            <Img src={DEFAULT_COVER} alt="No photos in this album yet" fill sizes="(max-width: 600px) 100vw, 576px" />
          </div>
        )}
      </div>
    </>
  );
}
