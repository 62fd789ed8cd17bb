import ProviderImage from '@/components/ui/ProviderImage';
import { subGalleryHref } from '@/lib/listings/cards';
import type { GalleryItem } from '@/lib/provider/types';
import styles from './Home.module.css';
import { FALLBACK } from '@/lib/content/fallbacks';

interface AlbumCardProps {
  album: GalleryItem;
  /** The listing the sub gallery leads back to. */
  from: string;
  /** The cover's `sizes`, as wide as the card is drawn. */
  sizes: string;
  /** A 16:7 cover, for the full-width carousel slides. */
  wide?: boolean;
}

/** A home-page link to an album: its cover (the first attachment, or the default), and its title. */
export default function AlbumCard({ album, from, sizes, wide = false }: AlbumCardProps) {
  return (
    <a href={subGalleryHref(album.id, from)} className={styles.galleryItem}>
      <span className={styles.galleryCover} style={wide ? { aspectRatio: '16 / 7' } : undefined}>
        <ProviderImage src={album.cover} alt="" sizes={sizes} />
      </span>
      <span className={styles.galleryTitle}>{album.title || FALLBACK.title}</span>
    </a>
  );
}
