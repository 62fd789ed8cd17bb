import Img from '@/components/ui/Img';
import Lightbox from '@/components/ui/Lightbox';
import ModalPhotos from '@/components/ui/ModalPhotos';
import { gridSizes } from '@/components/ui/photos';
import photoGrid from '@/components/ui/PhotoGrid.module.css';
import styles from '../blocks.module.css';
import type { PhotosBlock } from '@/lib/content/blocks/photos';

export default function View({ block }: { block: PhotosBlock }) {
  const columns = block.columns ?? 3;
  if (block.open === 'lightbox') return <Lightbox photos={block.photos} columns={columns} label="Photo" />;
  if (block.open === 'modal') return <ModalPhotos photos={block.photos} columns={columns} />;
  return (
    <ul className={photoGrid.grid} style={{ ['--columns' as string]: columns }}>
      {block.photos.map((photo) => (
        <li key={photo.src}>
          <figure className={styles.figure}>
            <Img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} sizes={gridSizes(columns)} />
            {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
