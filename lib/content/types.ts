// One renderer (components/content/ArticleView) draws every block kind, so pages differ only by data.

export interface Photo {
  /** A path under public/, e.g. /images/staff/secondary.jpg. */
  src: string;
  width: number;
  height: number;
  alt: string;
  caption?: string;
}

export interface LinkCell {
  text: string;
  href: string;
  /** A document to download rather than a page. */
  download?: boolean;
  /** Said to screen readers after the text, so that repeated 'Download' links are told apart. */
  description?: string;
}

export type TableCell = string | number | LinkCell;

export interface TableData {
  caption: string;
  columns: string[];
  rows: TableCell[][];
  /** A note under the table, such as the due date rule. */
  note?: string;
  /** Rows from this index on are shown only without scripts (a listing's items outside its filter). */
  restFrom?: number;
}

export interface Tab {
  label: string;
  blocks: Block[];
}

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'table'; table: TableData }
  | { kind: 'facts'; facts: { value: string; label: string }[] }
  | { kind: 'quote'; text: string }
  /** Photos in a grid: plain, opened in a lightbox, or each opened enlarged in a modal. */
  | { kind: 'photos'; photos: Photo[]; open?: 'lightbox' | 'modal'; columns?: 1 | 2 | 3 | 4 }
  | { kind: 'tabs'; label: string; tabs: Tab[]; orientation?: 'horizontal' | 'vertical' }
  | { kind: 'cards'; cards: { title: string; text?: string; colour?: string }[] }
  | { kind: 'steps'; steps: { title: string; items: string[] }[] }
  /** Links that leave the site (the parent portal, the ERP), each opened in a new tab. */
  | { kind: 'external-links'; links: ExternalLink[] }
  /** What the school office has still to supply, said where it will stand. */
  | { kind: 'pending'; what: string }
  /** Pages of this site that go with this one: School Timings leads to the buses. */
  | { kind: 'see-also'; links: { text: string; href: string }[] };

export interface ExternalLink {
  text: string;
  href: string;
}

export interface Section {
  /** Omitted for an untitled opening section. */
  heading?: string;
  blocks: Block[];
}

export interface Article {
  /** The page's path, e.g. '/pedagogy'. */
  path: string;
  /** The banner heading and the page title. */
  title: string;
  /** The meta description, and the line under the heading. */
  description: string;
  sections: Section[];
  /** Set when the page holds nothing of the school's yet (holdsNothingOfTheSchool): kept out of search. */
  noIndex?: boolean;
}
