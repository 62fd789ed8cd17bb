// One record per section of a school page, per page that is not an article, and per provider item.
import { subGalleryHref } from '@/lib/listings/cards';
import { HERO_SLIDES } from '@/lib/content/homeSlides';
import { KAPOLITES_ACHIEVEMENTS, OUR_ACHIEVEMENTS } from '@/lib/listings/achievements';
import { CHAIRMAN_PAGE, CHAIRPERSON_PAGE, PRINCIPAL_PAGE, type LeaderPageConfig } from '@/lib/content/leaders';
import { CAREER_INTRO, CONTACT_INTRO, PROSPECTUS_INTRO, type PageIntro } from '@/lib/content/pageIntros';
import { articleAt } from '@/lib/content/pages';
import { PROSPECTUS_PAGES } from '@/lib/content/prospectusPages';
import { sectionId } from '@/lib/content/sectionId';
import { blockText } from '@/components/blocks';
import type { Article } from '@/lib/content/types';
import { yearAndMonth } from '@/lib/time/dates';
import {
  ACCOLADES,
  ACTIVITY,
  CIRCULARS,
  NEWS,
  NEWSLETTERS,
  PHOTO_GALLERY,
  SCHOOL_EVENTS,
  SPORTS_CORNER,
  VIDEO_GALLERY,
  type ListingConfig,
} from '@/lib/listings/config';
import { SITE_PAGES } from '@/lib/site/pages';
import { isValidAlbumId } from '@/lib/provider/albumId';
import { stripMarkup } from '@/lib/provider/html';
import type { Accolade, Circular, GalleryItem, NewsItem, SchoolEvent, Video } from '@/lib/provider/types';
import { HOME_PATH, SITE_MAP_PATH, type SiteRoute } from '@/lib/http/routes';

export interface SearchDocument {
  /** Unique among all documents. */
  id: string;
  /** A school page (or one of its sections), or an item the provider lists. */
  kind: 'page' | 'item';
  /** Where the result links to: a page, a page's section (#anchor), or a listing filtered to the item. */
  url: string;
  /** The page a result belongs to, to gather several sections of one page into one result. */
  page: string;
  title: string;
  /** The section's heading, for a section of a page. */
  section?: string;
  /** Where it lives, as the visitor knows it: "General Info" or "News". */
  where: string;
  text: string;
  /** The provider's date, for provider items. */
  date?: string | null;
}


const joinText = (parts: string[]) => parts.filter(Boolean).join('\n');

/** An article as one record for its opening and one per headed section, linked to the section's heading. */
export function articleDocuments(article: Article): SearchDocument[] {
  const opening = article.sections.filter((section) => !section.heading).flatMap((section) => section.blocks.flatMap(blockText));
  const base = { kind: 'page' as const, page: article.path, title: article.title, where: article.title };
  return [
    { ...base, id: article.path, url: article.path, text: joinText([article.description, ...opening]) },
    ...article.sections.flatMap((section) =>
      section.heading
        ? [
            {
              ...base,
              id: `${article.path}#${sectionId(section.heading)}`,
              url: `${article.path}#${sectionId(section.heading)}`,
              section: section.heading,
              text: joinText(section.blocks.flatMap(blockText)),
            },
          ]
        : [],
    ),
  ];
}

function pageDocument(page: Pick<PageIntro, 'path' | 'title' | 'description'> & { text?: readonly string[] }): SearchDocument {
  return { kind: 'page', id: page.path, url: page.path, page: page.path, title: page.title, where: page.title, text: joinText([page.description, ...(page.text ?? [])]) };
}

/** Pages with nothing of their own to find: the splash, the search itself, the site map and the album page without an album. */
const NOT_SEARCHED: readonly SiteRoute[] = ['/', '/search', SITE_MAP_PATH, '/subgallery'];

const leaderText = (leader: LeaderPageConfig) => [leader.title, leader.description];

/** Words the pages that are not articles show beyond their title and description. */
const PAGE_TEXT: Partial<Record<string, readonly string[]>> = {
  [HOME_PATH]: HERO_SLIDES.flatMap((slide) => [slide.heading, slide.text]),
  [CONTACT_INTRO.path]: CONTACT_INTRO.text,
  [CAREER_INTRO.path]: CAREER_INTRO.text,
  [PROSPECTUS_INTRO.path]: PROSPECTUS_PAGES.flatMap((page) => [page.title, ...page.lines]),
  ...Object.fromEntries([CHAIRPERSON_PAGE, CHAIRMAN_PAGE, PRINCIPAL_PAGE].map((leader) => [leader.path, leaderText(leader)])),
};

/** The school's own pages, from the page registry: every article by its sections, every other page as one record. */
export function schoolPageDocuments(): SearchDocument[] {
  // A page kept out of search engines (nothing of the school's on it yet) is left out here too.
  return SITE_PAGES.filter((page) => !NOT_SEARCHED.includes(page.path) && !page.noIndex).flatMap((page) => {
    const article = articleAt(page.path);
    return article ? articleDocuments(article) : [pageDocument({ ...page, text: PAGE_TEXT[page.path] })];
  });
}

/** What the provider lists, as read for the search; a list that could not be read is empty. */
export interface ProviderContent {
  news: NewsItem[];
  circulars: Circular[];
  newsletters: Circular[];
  events: SchoolEvent[];
  galleries: GalleryItem[];
  videos: Video[];
  accolades: Accolade[];
}

/** A listing page filtered to one item: its year and month where the listing filters by them, and its title. */
export function listingUrl(listing: ListingConfig, title: string, date: string | null): string {
  const params = new URLSearchParams();
  const parts = yearAndMonth(date);
  if (listing.filters.year) params.set('year', parts ? String(parts.year) : 'all');
  if (listing.filters.month) params.set('month', parts ? String(parts.month) : '0');
  if (listing.filters.query && title) params.set('q', title.slice(0, 100));
  const query = params.toString();
  return query ? `${listing.path}#${query}` : listing.path;
}

/** By category, in lower case: the provider's case varies. */
const GALLERY_LISTINGS: Record<string, ListingConfig> = { photogallery: PHOTO_GALLERY, activity: ACTIVITY, sportscorner: SPORTS_CORNER };
const ACHIEVEMENT_PAGES: Record<string, { path: string; title: string }> = {
  achievements: OUR_ACHIEVEMENTS,
  achievementkapolites: KAPOLITES_ACHIEVEMENTS,
};

function itemDocument(kind: string, id: string, listing: { path: string; title: string }, url: string, title: string, text: string, date: string | null): SearchDocument {
  return { kind: 'item', id: `${kind}:${id}`, url, page: url, title: title || listing.title, where: listing.title, text, date };
}

/** One record per provider item, linked to where a visitor sees it. */
export function providerDocuments(content: ProviderContent): SearchDocument[] {
  const dated = <T extends { id: string; title: string; date: string | null }>(kind: string, listing: ListingConfig, items: T[], textOf: (item: T) => string) =>
    items.map((item) => itemDocument(kind, item.id, listing, listingUrl(listing, item.title, item.date), item.title, textOf(item), item.date));
  const galleries = content.galleries.flatMap((item) => {
    const category = item.category.toLowerCase();
    const achievements = ACHIEVEMENT_PAGES[category];
    if (achievements) return [itemDocument('achievement', item.id, achievements, achievements.path, item.title, item.description, item.date)];
    const listing = GALLERY_LISTINGS[category];
    if (!listing) return [];
    const url = isValidAlbumId(item.id) ? subGalleryHref(item.id, listing.path) : listingUrl(listing, item.title, item.date);
    return [itemDocument('album', item.id, listing, url, item.title, item.description, item.date)];
  });
  return [
    ...dated('news', NEWS, content.news, (item) => stripMarkup(item.descriptionHtml)),
    ...dated('circular', CIRCULARS, content.circulars, () => 'Circular'),
    ...dated('newsletter', NEWSLETTERS, content.newsletters, () => 'Newsletter'),
    ...dated('event', SCHOOL_EVENTS, content.events, (event) => joinText([stripMarkup(event.descriptionHtml), event.time, event.venue])),
    ...dated('video', VIDEO_GALLERY, content.videos, () => 'Video'),
    ...dated('accolade', ACCOLADES, content.accolades, (accolade) => accolade.description),
    ...galleries,
  ];
}
