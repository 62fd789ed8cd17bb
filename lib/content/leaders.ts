/** The leader pages: each page's title, the provider category it shows, and its default text. */
import type { LeaderCategory } from '../provider/types';

export interface LeaderPageConfig {
  path: string;
  /** The page's title and heading. */
  title: string;
  /** What search engines and link previews say of the page. */
  description: string;
  category: LeaderCategory;
  /** What the office will publish where the provider has no message: the page says so instead of a message nobody wrote. */
  pendingMessage?: string;
  /** Shown instead of a message block when the provider has no record at all. */
  emptyText?: string;
  /** Whether the page shows the leader's qualifications: the office's item, pending until it supplies them. */
  showsQualifications?: boolean;
}

export const CHAIRPERSON_PAGE: LeaderPageConfig = {
  path: '/chairperson',
  title: 'Chairperson',
  description: 'A message from our Chairperson.',
  category: 'Chairman',
  pendingMessage: 'a message from the Chairperson',
};

/** /founderchairperson shows category Director under the title Chairman. */
export const CHAIRMAN_PAGE: LeaderPageConfig = {
  path: '/founderchairperson',
  title: 'Chairman',
  description: 'A message from our Chairman.',
  category: 'Director',
  emptyText: 'No message found',
};

export const PRINCIPAL_PAGE: LeaderPageConfig = {
  path: '/principal',
  title: 'Principal & Academic Director',
  description: 'A message from our Principal & Academic Director.',
  category: 'Principal',
  showsQualifications: true,
  pendingMessage: 'a message from the Principal',
};

/** The home page's message blocks and their empty text. */
export const HOME_MESSAGE_EMPTY = 'No message Found';
