import Image from 'next/image';
import type { GalleryPhoto } from './photos';
import styles from './PhotoGrid.module.css';

/** One photo in a 3:2 frame; the same look whether it opens or not. */
export default function PhotoThumb({ photo, sizes, priority = false }: { photo: GalleryPhoto; sizes: string; priority?: boolean }) {
  return (
    <span className={styles.frame}>
      <Image src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} sizes={sizes} priority={priority} />
    </span>
  );
}
