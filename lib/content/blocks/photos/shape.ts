import { PHOTO_GROUP_WORDS, PHOTO_GROUPS } from '../../formats.ts';
import { array, image, object, optionalInteger, optionalText, select, text } from '../../shape.ts';

/** How a block's photos are laid out and what a tap on one does. */
const layout = {
  open: select('A tap on a photo', ['grid', 'lightbox', 'modal'], { optionWords: { grid: 'does nothing (a grid of photos)', lightbox: 'opens it large, with the others beside it', modal: 'opens it large, alone' } }),
  columns: select('Photos side by side on a wide screen', ['1', '2', '3', '4'], { defaultValue: '3' }),
};

/** Where the photos a page owns are uploaded; each keeps the office's file name (lib/content/pictures.ts). */
export const PAGE_PHOTOS_FOLDER = 'images/office/pages';

export const PHOTOS_KINDS = {
  photos: {
    label: 'Photos of a shared group (the Photos screen)',
    shape: object({ group: select('Photo group', PHOTO_GROUPS, { notAnOption: 'must be one of the groups on the Photos screen', optionWords: PHOTO_GROUP_WORDS }), ...layout }),
  },
  'page-photos': {
    label: "This page's own photos",
    shape: object({
      photos: array(
        object({
          file: image('Photo', PAGE_PHOTOS_FOLDER),
          alt: text('What it shows', { description: 'For readers who cannot see it.' }),
          caption: optionalText('Caption', { description: 'Optional, shown under the photo.' }),
          // Read from the file when left empty, as the editor leaves them.
          width: optionalInteger('Width (pixels)', { min: 1, description: 'Read from the file when left empty.' }),
          height: optionalInteger('Height (pixels)', { min: 1, description: 'Read from the file when left empty.' }),
        }),
        { label: 'Photos', itemLabel: (photo) => photo.alt || 'A photo', min: 1 },
      ),
      ...layout,
    }),
  },
};
