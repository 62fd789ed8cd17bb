import { photosBlock } from '@/lib/content/photos';
import type { Photo } from '@/lib/content/types';
import type { FromFile } from '../kinds';
import type { PHOTOS_KINDS } from './shape';

/** Photos in a grid: plain, opened in a lightbox, or each opened enlarged in a modal. */
export type PhotosBlock = { kind: 'photos'; photos: Photo[]; open?: 'lightbox' | 'modal'; columns?: 1 | 2 | 3 | 4 };

/** The editor's choice of columns, as the grid counts them. */
const COLUMNS = { '1': 1, '2': 2, '3': 3, '4': 4 } as const;

const layoutOf = ({ open, columns }: { open: 'grid' | 'lightbox' | 'modal'; columns: keyof typeof COLUMNS }) => ({ ...(open !== 'grid' ? { open } : {}), columns: COLUMNS[columns] });

export const fromFile: FromFile<typeof PHOTOS_KINDS> = {
  photos: (value) => [photosBlock(value.group, layoutOf(value))],
  // The page file's reader has given each photo its size (lib/content/office.ts), from the file where it was left out.
  'page-photos': (value) => [
    {
      kind: 'photos',
      photos: value.photos.map(({ file, alt, caption, width, height }) => ({ src: file, alt, width: width ?? 0, height: height ?? 0, ...(caption ? { caption } : {}) })),
      ...layoutOf(value),
    },
  ],
};

/** Only the captions: the photos' descriptions are for readers who cannot see them, not search words. */
export const words = (block: PhotosBlock): string[] => block.photos.map((photo) => photo.caption ?? '').filter(Boolean);
