import Img from './Img';
import ProviderImage from './ProviderImage';
import type { GalleryPhoto } from './photos';
import { FILES_PATH } from '@/lib/provider/files';
import styles from './PhotoGrid.module.css';

/** One photo in a 3:2 frame; the same look whether it opens or not. The provider's photos fall back when broken. */
export default function PhotoThumb({ photo, sizes, preload = false }: { photo: GalleryPhoto; sizes: string; preload?: boolean }) {
  return (
    <span className={styles.frame}>
      {!photo.src.startsWith(FILES_PATH) ? (
        <Img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} sizes={sizes} lcp={preload} />
      ) : (
        <ProviderImage src={photo.src} alt={photo.alt} sizes={sizes} preload={preload} />
      )}
    </span>
  );
}
