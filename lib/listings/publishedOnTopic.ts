// What the school has already published through the provider on a page's topic, where the provider's own
// category makes the match certain (never a guess from words), shown under a heading that says what it is.
import { subGalleryHref } from './cards';
import { formatDayShortMonthYear, sortNewestFirst } from '../time/dates';
import type { GalleryItem, Topper } from '../provider/types';
import type { Article, Section } from '../content/types';

/** The provider's lists a page's topic draws on. */
export interface TopicLists {
  toppers: readonly Topper[];
  sportsCorner: readonly GalleryItem[];
  activities: readonly GalleryItem[];
}

/** The pages that show provider items, and which list each reads. */
export const TOPIC_SOURCES = { '/result': 'toppers', '/sport-academy': 'sportsCorner', '/clubs': 'activities' } as const satisfies Record<string, keyof TopicLists>;

const albumsSection = (heading: string, albums: readonly GalleryItem[], origin: string): Section[] =>
  albums.length === 0
    ? []
    : [{
        heading,
        blocks: [{
          kind: 'table',
          table: {
            caption: heading,
            columns: ['Album', 'Date'],
            // Newest first, dated as the gallery's cards date them.
            rows: sortNewestFirst(albums, (album) => album.date).map((album) => [{ text: album.title || 'Untitled album', href: subGalleryHref(album.id, origin) }, formatDayShortMonthYear(album.date)]),
          },
        }],
      }];

/** The sections a page gains from the provider's lists; none where the page has no such topic or the list is empty. */
export function topicSections(path: string, lists: TopicLists): Section[] {
  if (path === '/result') {
    const classX = lists.toppers.filter((topper) => topper.className.trim().toUpperCase() === 'X');
    if (classX.length === 0) return [];
    const rows = [...classX].sort((a, b) => b.sessionYear.localeCompare(a.sessionYear) || (b.percentage ?? -1) - (a.percentage ?? -1)).map((topper) => [topper.sessionYear, topper.name, topper.division]);
    return [{
      heading: 'Class X toppers the school has posted',
      blocks: [
        { kind: 'table', table: { caption: 'Class X toppers by year', columns: ['Year', 'Name', 'Result'], rows } },
        { kind: 'see-also', links: [{ text: 'All the toppers', href: '/toppers' }] },
      ],
    }];
  }
  if (path === '/sport-academy') return albumsSection('Sports Corner albums the school has posted', lists.sportsCorner, '/sport-corner');
  if (path === '/clubs') return albumsSection('Activities the school has posted', lists.activities, '/activity');
  return [];
}

/** The article with its topic's sections after its own. */
export function withTopicSections(article: Article, sections: readonly Section[]): Article {
  return sections.length === 0 ? article : { ...article, sections: [...article.sections, ...sections] };
}
