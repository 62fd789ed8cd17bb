/** The flip-book prospectus: the shape of its pages and the book's constants (the flip-book island reads this module). */

export interface ProspectusPage {
  number: number;
  src: string;
  title: string;
  /** The page's words, shown as its text alternative. */
  lines: string[];
}

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
