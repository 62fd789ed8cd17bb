import PageBanner from '@/components/layout/PageBanner';
import Img from '@/components/ui/Img';
import Lightbox from '@/components/ui/Lightbox';
import { DEFAULT_COVER } from '@/components/ui/images';
import { formatDayShortMonthYear } from '@/lib/time/dates';
import { sizedPhotos } from '@/lib/provider/photoSizes';
import type { SubGalleryRecord } from '@/lib/provider/types';
import BackToGallery from './BackToGallery';
import styles from './provider.module.css';
import { FALLBACK } from '@/lib/content/fallbacks';

/** One album: its facts, description and photos in a lightbox grid; the fallback words where it has none. */
export default async function SubGalleryView({ album }: { album: SubGalleryRecord | null }) {
  const title = album?.title || FALLBACK.title;
  const date = formatDayShortMonthYear(album?.date) || FALLBACK.notAvailable;
  const photos = album?.attachments ?? [];
  return (
    <>
      <PageBanner title={title} />
      <div className="container section">
        <p>
          <BackToGallery className={styles.back} />
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
        <p>{album?.description || FALLBACK.description}</p>
        {photos.length > 0 ? (
          <Lightbox
            label={title}
            columns={3}
            firstIsLcp
            photos={await sizedPhotos(photos, (index) => `${title}, photo ${index + 1}`)}
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
