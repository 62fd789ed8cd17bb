// After normalisation: dates are ISO strings or null, images and files absolute URLs on the provider's
// /api/image/ path, rich text sanitised HTML, plain text without markup.

export type IsoDate = string;

export const LEADER_CATEGORIES = ['Chairman', 'Director', 'Principal'] as const;
export type LeaderCategory = (typeof LEADER_CATEGORIES)[number];

export interface LeaderMessage {
  category: string;
  name: string;
  quote: string;
  /** Plain text: leader messages are shown without markup. */
  message: string;
  photo: string | null;
}

export interface Circular {
  id: string;
  category: string;
  title: string;
  date: IsoDate | null;
  attachments: string[];
  images: string[];
}

export const GALLERY_CATEGORIES = [
  'PhotoGallery',
  'Activity',
  'SportsCorner',
  'Achievements',
  'AchievementKapolites',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export interface GalleryItem {
  id: string;
  category: string;
  title: string;
  description: string;
  date: IsoDate | null;
  /** Image URLs; the provider's "null" placeholders are already removed. */
  attachments: string[];
  /** The first attachment as sent, or null when it is missing or the string "null": the album's cover. */
  cover: string | null;
}

/** Accolades come from the provider's media call. */
export interface Accolade {
  id: string;
  title: string;
  description: string;
  date: IsoDate | null;
  attachments: string[];
}

export interface Video {
  id: string;
  title: string;
  date: IsoDate | null;
  videoUrl: string | null;
  thumbnail: string | null;
}

export interface NewsItem {
  id: string;
  title: string;
  descriptionHtml: string;
  link: string | null;
  /** showDate, else fromDate. */
  date: IsoDate | null;
  attachments: string[];
}

export interface Highlight {
  id: string;
  text: string;
  fromDate: IsoDate | null;
  attachments: string[];
}

export interface OnlineRegistration {
  id: string;
  title: string;
  link: string | null;
  attachments: string[];
}

export interface SchoolNotification {
  id: string;
  title: string;
  descriptionHtml: string;
  url: string | null;
  images: string[];
  attachments: string[];
}

export interface SchoolEvent {
  id: string;
  date: IsoDate | null;
  title: string;
  descriptionHtml: string;
  time: string;
  venue: string;
  images: string[];
}

export interface Topper {
  id: string;
  /** 'X' or 'XII' as the provider sends it. */
  className: string;
  /** Like '2023-2024'. */
  sessionYear: string;
  /** As shown, e.g. '95%'. */
  division: string;
  /** Parsed from division for sorting; null when it holds no number. */
  percentage: number | null;
  name: string;
  stream: string;
  photo: string | null;
}

export interface Testimonial {
  id: string;
  name: string;
  designation: string;
  descriptionHtml: string;
  fromDate: IsoDate | null;
}

export interface SubGalleryRecord {
  id: string;
  date: IsoDate | null;
  title: string;
  description: string;
  attachments: string[];
}

/** What the photo components need of an image: plain, serialisable props. */
export interface GalleryPhoto {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption?: string;
  /** True when width and height are the original's pixels (photoSizes.ts), not a guess. */
  natural?: boolean;
}
