/** The flip-book prospectus: its pages and the book's constants. */
import prospectus from './prospectus.json';

export interface ProspectusPage {
  number: number;
  src: string;
  title: string;
  /** The page's words, shown as its text alternative. */
  lines: string[];
}

export const PROSPECTUS_PAGES: ProspectusPage[] = prospectus.pages.map((page, index) => ({
  number: index + 1,
  src: `/images/prospectus/page-${String(index + 1).padStart(2, '0')}.jpg`,
  title: page.title,
  lines: page.lines,
}));

/** Images are drawn at twice the page size, for sharp text on high-density screens. */
export const PAGE_IMAGE = { width: 1200, height: 908 } as const;

export const FLIP_BOOK = {
  pageCount: 20,
  width: 600,
  height: 454,
  // Fits a 320px phone inside the page margins.
  minWidth: 272,
  maxWidth: 1000,
  minHeight: 400,
  maxHeight: 1350,
  flippingTime: 1000,
  swipeDistance: 30,
} as const;
