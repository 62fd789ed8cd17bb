import { PHOTO_GROUP_WORDS, PHOTO_GROUPS } from '../../formats.ts';
import { object, select } from '../../shape.ts';

export const PHOTOS_KINDS = {
  photos: {
    label: 'Photos',
    shape: object({ group: select('Photo group', PHOTO_GROUPS, { notAnOption: 'must be one of the groups on the Photos screen', optionWords: PHOTO_GROUP_WORDS }), open: select('A tap on a photo', ['grid', 'lightbox', 'modal'], { optionWords: { grid: 'does nothing (a grid of photos)', lightbox: 'opens it large, with the others beside it', modal: 'opens it large, alone' } }), columns: select('Photos side by side on a wide screen', ['1', '2', '3', '4'], { defaultValue: '3' }) }),
  },
};
