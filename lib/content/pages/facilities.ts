import { FACILITIES_SENTENCE } from '../about';
import { photosBlock } from '../photos';
import type { Article, Tab } from '../types';

const FACILITIES = ['Labs', 'Library', 'Play Area', 'Auditorium', 'Class Room', 'AV Technology', 'Multi Activity Room', 'Art Room'];

/** A facility's tab: its photos from the office (content/photos.yaml, `infrastructure-…`). */
function facility(label: string): Tab {
  return { label, blocks: [photosBlock(`infrastructure-${label.toLowerCase().replaceAll(' ', '-')}`, { columns: 1 })] };
}

export const INFRASTRUCTURE: Article = {
  path: '/infrastructure',
  title: 'Infrastructure',
  description: 'Labs, library, play area, auditorium, classrooms, AV technology, multi activity room and art room.',
  sections: [
    {
      blocks: [
        { kind: 'paragraph', text: FACILITIES_SENTENCE },
        { kind: 'tabs', label: 'Facilities', tabs: FACILITIES.map(facility) },
      ],
    },
  ],
};
