// One renderer (components/content/ArticleView) draws every page's sections, so pages differ only by data.

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

// Each kind of block's data (its shape, what a file's block becomes, its words) lives in lib/content/blocks/; its view in components/blocks/.
import type { Block } from './blocks/index.ts';

export type { Block };
export type { Tab } from './blocks/index.ts';

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
  /** Words families search for the page with, as the office listed them. */
  askedAs?: string[];
  /** Set when the page holds nothing of the school's yet (holdsNothingOfTheSchool): kept out of search. */
  noIndex?: boolean;
}
