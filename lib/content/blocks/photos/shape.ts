import { PHOTO_GROUPS } from '../../formats.ts';
import { object, select } from '../../shape.ts';

export const PHOTOS_KINDS = {
  photos: {
    label: 'Photos',
    shape: object({ group: select('Photo group', PHOTO_GROUPS, { notAnOption: 'must be a group of content/photos.yaml' }), open: select('Opens', ['grid', 'lightbox', 'modal']), columns: select('Columns', ['1', '2', '3', '4'], { defaultValue: '3' }) }),
  },
};
