// The pages that show what the provider lists, each declared once: its title and filters, which items of
// which kind it shows, and what the site search makes of them. The page reads its items from here
// (items.ts), the search its sources, cache tags and results (lib/search), the site its page records.
// A new listing is one entry here and its page.
import type { ProviderKind, ProviderLists, RecordOf } from '../provider/kinds';
import type { GalleryItem } from '../provider/types';
import { inGalleryCategory, isNewsletter } from '../provider/categories';
import { stripMarkup } from '../provider/html';
import { isValidAlbumId } from '../provider/albumId';
import { yearAndMonth } from '../time/dates';
import { subGalleryHref } from './cards';
import { ALL_TIME, currentYearMonth, type FilterOptions, type ListFilter } from './filters';

interface PageSettings {
  path: string;
  title: string;
  description: string;
  /** The filters the page offers; none when absent. */
  filters?: FilterOptions;
}

/** A filtered listing's settings, as its page frame and its island read them. */
export interface ListingConfig extends PageSettings {
  /** What is listed, e.g. 'albums'. */
  noun: string;
  filters: FilterOptions;
  /** 'all': everything; 'year': the current year; 'month': the current year and month. */
  defaults: 'all' | 'year' | 'month';
  totalLabel?: string;
}

/** The two achievements pages show one gallery category as tabs of titles. */
export interface AchievementsPageConfig extends PageSettings {
  /** Kapolites' photos open in a lightbox; the school's achievements open in a new tab. */
  open: 'lightbox' | 'new-tab';
}

interface ListedItem {
  id: string;
  title: string;
  date: string | null;
}

/** What the site search makes of a listing's items. */
export interface ItemSearch<T> {
  /** The item's kind in the search's ids (`album:g000001`). */
  name: string;
  text: (item: T) => string;
  /** Where a result leads: the listing filtered to the item (the default), the album's own page, or the page. */
  link?: 'filtered' | 'album' | 'page';
  /** Words a question names these items by: "sports day photos" puts the items about sports day first. */
  askedAs?: readonly string[];
}

/** An item as the search reads it, with where a visitor sees it. */
export interface SearchedItem extends ListedItem {
  text: string;
  url: string;
}

/** A listing page filtered to one item: its year and month where the listing filters by them, and its title. */
export function listingUrl(listing: Pick<PageSettings, 'path' | 'filters'>, title: string, date: string | null): string {
  const params = new URLSearchParams();
  const parts = yearAndMonth(date);
  if (listing.filters?.year) params.set('year', parts ? String(parts.year) : 'all');
  if (listing.filters?.month) params.set('month', parts ? String(parts.month) : '0');
  if (listing.filters?.query && title) params.set('q', title.slice(0, 100));
  const query = params.toString();
  return query ? `${listing.path}#${query}` : listing.path;
}

/** The items of one kind a page shows, picked from the lists read. */
interface Source<T> {
  kind: ProviderKind;
  pick: (lists: ProviderLists) => T[];
}

function itemsOfKind<K extends ProviderKind>(kind: K, shows: (item: RecordOf<K>) => boolean = () => true): Source<RecordOf<K>> {
  return { kind, pick: (lists) => (lists[kind] ?? []).filter(shows) };
}

function listing<T extends ListedItem, S extends PageSettings>({ kind, pick }: Source<T>, page: S, search?: ItemSearch<T>) {
  const urlOf = (item: T) => {
    if (search?.link === 'page') return page.path;
    if (search?.link === 'album' && isValidAlbumId(item.id)) return subGalleryHref(item.id, page.path);
    return listingUrl(page, item.title, item.date);
  };
  const searched = search && {
    name: search.name,
    askedAs: search.askedAs ?? [],
    items: (lists: ProviderLists): SearchedItem[] => pick(lists).map((item) => ({ id: item.id, title: item.title, date: item.date, text: search.text(item), url: urlOf(item) })),
  };
  return { ...page, kind, pick, search: searched };
}

export type ProviderPage = ReturnType<typeof listing<ListedItem, PageSettings>>;

const ALL_FILTERS: FilterOptions = { year: true, month: true, query: true, allYearsLabel: 'All Years' };
const YEAR_ONLY: FilterOptions = { year: true, allYearsLabel: 'All' };
const ALBUM_SEARCH: ItemSearch<GalleryItem> = { name: 'album', text: (item) => item.description, link: 'album', askedAs: ['photo', 'photos', 'album', 'albums', 'pictures'] };
const ACHIEVEMENT_SEARCH: ItemSearch<GalleryItem> = { name: 'achievement', text: (item) => item.description, link: 'page' };

export const NEWS = listing(
  itemsOfKind('news'),
  { path: '/news', title: 'News', description: 'News from the school, newest first.', noun: 'news', filters: ALL_FILTERS, defaults: 'year' } satisfies ListingConfig,
  { name: 'news', text: (item) => stripMarkup(item.descriptionHtml), askedAs: ['news'] },
);

export const CIRCULARS = listing(
  itemsOfKind('circulars', (record) => !isNewsletter(record)),
  { path: '/circulars', title: 'Circulars', description: 'Circulars sent to parents, newest first, with their documents.', noun: 'circulars', filters: YEAR_ONLY, defaults: 'all' } satisfies ListingConfig,
  { name: 'circular', text: () => 'Circular', askedAs: ['circular', 'circulars'] },
);

export const NEWSLETTERS = listing(
  itemsOfKind('circulars', isNewsletter),
  { path: '/newsletter', title: 'Newsletter', description: 'The school newsletter, issue by issue.', noun: 'newsletters', filters: ALL_FILTERS, defaults: 'all' } satisfies ListingConfig,
  { name: 'newsletter', text: () => 'Newsletter', askedAs: ['newsletter', 'newsletters'] },
);

export const SCHOOL_EVENTS = listing(
  itemsOfKind('events'),
  {
    path: '/schoolevents',
    title: 'School Events',
    description: 'The school calendar: events, celebrations and holidays this month, and those of the past.',
    noun: 'events',
    filters: ALL_FILTERS,
    defaults: 'month',
  } satisfies ListingConfig,
  { name: 'event', text: (event) => [stripMarkup(event.descriptionHtml), event.time, event.venue].filter(Boolean).join('\n'), askedAs: ['event', 'events'] },
);

export const PHOTO_GALLERY = listing(
  itemsOfKind('gallery', inGalleryCategory('PhotoGallery')),
  { path: '/photo-gallery', title: 'Photo Gallery', description: "The school's photo albums, newest first.", noun: 'albums', filters: ALL_FILTERS, defaults: 'all' } satisfies ListingConfig,
  ALBUM_SEARCH,
);

export const ACTIVITY = listing(
  itemsOfKind('gallery', inGalleryCategory('Activity')),
  { path: '/activity', title: 'Activity', description: "The school's activities, newest first.", noun: 'activities', filters: ALL_FILTERS, defaults: 'all' } satisfies ListingConfig,
  ALBUM_SEARCH,
);

export const SPORTS_CORNER = listing(
  itemsOfKind('gallery', inGalleryCategory('SportsCorner')),
  {
    path: '/sport-corner',
    title: 'Sports Corner',
    description: "The school's sports albums, newest first.",
    noun: 'sports albums',
    filters: ALL_FILTERS,
    defaults: 'all',
    totalLabel: 'Total Categories',
  } satisfies ListingConfig,
  ALBUM_SEARCH,
);

export const VIDEO_GALLERY = listing(
  itemsOfKind('videos'),
  { path: '/video-gallery', title: 'Video Gallery', description: "The school's videos, by year.", noun: 'videos', filters: YEAR_ONLY, defaults: 'all' } satisfies ListingConfig,
  { name: 'video', text: () => 'Video', askedAs: ['video', 'videos'] },
);

export const ACCOLADES = listing(
  itemsOfKind('accolades'),
  { path: '/our-accolades', title: 'Our Accolades', description: "The school's accolades, newest first.", noun: 'accolades', filters: ALL_FILTERS, defaults: 'all' } satisfies ListingConfig,
  { name: 'accolade', text: (accolade) => accolade.description },
);

export const OUR_ACHIEVEMENTS = listing(
  itemsOfKind('gallery', inGalleryCategory('Achievements')),
  { path: '/achievements', title: 'Our Achievements', description: 'What the school has achieved, year after year.', open: 'new-tab' } satisfies AchievementsPageConfig,
  ACHIEVEMENT_SEARCH,
);

export const KAPOLITES_ACHIEVEMENTS = listing(
  itemsOfKind('gallery', inGalleryCategory('AchievementKapolites')),
  { path: '/achievements-kapolites', title: 'Achievements of Kapolites', description: 'Prizes and honours won by our students.', open: 'lightbox' } satisfies AchievementsPageConfig,
  ACHIEVEMENT_SEARCH,
);

export type AchievementsListing = ReturnType<typeof listing<GalleryItem, AchievementsPageConfig>>;

/** Every page that shows what the provider lists. */
export const PROVIDER_PAGES: readonly ProviderPage[] = [
  NEWS,
  CIRCULARS,
  NEWSLETTERS,
  SCHOOL_EVENTS,
  PHOTO_GALLERY,
  ACTIVITY,
  SPORTS_CORNER,
  VIDEO_GALLERY,
  ACCOLADES,
  OUR_ACHIEVEMENTS,
  KAPOLITES_ACHIEVEMENTS,
];

export function defaultFilter(config: ListingConfig, nowIso: string): ListFilter {
  if (config.defaults === 'all') return ALL_TIME;
  const { year, month } = currentYearMonth(nowIso);
  return { year, month: config.defaults === 'month' ? month : 0, query: '' };
}
