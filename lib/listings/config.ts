/** The provider-driven listing pages: their titles, filters and defaults. */
import { ALL_TIME, currentYearMonth, type FilterOptions, type ListFilter } from './filters';

export interface ListingConfig {
  path: string;
  title: string;
  description: string;
  /** What is listed, e.g. 'albums'. */
  noun: string;
  filters: FilterOptions;
  /** 'all': everything; 'year': the current year; 'month': the current year and month. */
  defaults: 'all' | 'year' | 'month';
  totalLabel?: string;
}

export function defaultFilter(config: ListingConfig, nowIso: string): ListFilter {
  if (config.defaults === 'all') return ALL_TIME;
  const { year, month } = currentYearMonth(nowIso);
  return { year, month: config.defaults === 'month' ? month : 0, query: '' };
}

const ALL_FILTERS: FilterOptions = { year: true, month: true, query: true, allYearsLabel: 'All Years' };

export const PHOTO_GALLERY: ListingConfig = {
  path: '/photo-gallery',
  title: 'Photo Gallery',
  description: 'Albums of school events, celebrations and trips.',
  noun: 'albums',
  filters: ALL_FILTERS,
  defaults: 'all',
};

export const ACTIVITY: ListingConfig = {
  path: '/activity',
  title: 'Activity',
  description: 'Competitions, workshops and activities across the school.',
  noun: 'activities',
  filters: ALL_FILTERS,
  defaults: 'all',
};

export const SPORTS_CORNER: ListingConfig = {
  path: '/sport-corner',
  title: 'Sports Corner',
  description: 'Tournaments, meets and matches our students play in.',
  noun: 'sports albums',
  filters: ALL_FILTERS,
  defaults: 'all',
  totalLabel: 'Total Categories',
};

export const ACCOLADES: ListingConfig = {
  path: '/our-accolades',
  title: 'Our Accolades',
  description: 'Awards and recognition the school has received.',
  noun: 'accolades',
  filters: ALL_FILTERS,
  defaults: 'all',
};

export const NEWSLETTERS: ListingConfig = {
  path: '/newsletter',
  title: 'Newsletter',
  description: 'The school newsletter, issue by issue.',
  noun: 'newsletters',
  filters: ALL_FILTERS,
  defaults: 'all',
};

export const VIDEO_GALLERY: ListingConfig = {
  path: '/video-gallery',
  title: 'Video Gallery',
  description: 'Videos of school events and a tour of the campus.',
  noun: 'videos',
  filters: { year: true, allYearsLabel: 'All' },
  defaults: 'all',
};

export const CIRCULARS: ListingConfig = {
  path: '/circulars',
  title: 'Circulars',
  description: 'Circulars sent to parents, newest first, with their documents.',
  noun: 'circulars',
  filters: { year: true, allYearsLabel: 'All' },
  defaults: 'all',
};

export const NEWS: ListingConfig = {
  path: '/news',
  title: 'News',
  description: 'News from the school, newest first.',
  noun: 'news',
  filters: { year: true, month: true, query: true, allYearsLabel: 'All Years' },
  defaults: 'year',
};

export const SCHOOL_EVENTS: ListingConfig = {
  path: '/schoolevents',
  title: 'School Events',
  description: 'The school calendar: events, celebrations and holidays this month, and those of the past.',
  noun: 'events',
  filters: { year: true, month: true, query: true, allYearsLabel: 'All Years' },
  defaults: 'month',
};

/** Every listing page. */
export const LISTINGS: readonly ListingConfig[] = [NEWS, CIRCULARS, NEWSLETTERS, SCHOOL_EVENTS, PHOTO_GALLERY, ACTIVITY, SPORTS_CORNER, VIDEO_GALLERY, ACCOLADES];
