/** The leader pages: each page's title, the provider category it shows, and its default text. */
import type { LeaderCategory } from '../provider/types';

export interface LeaderPageConfig {
  path: string;
  /** The page's title and heading. */
  title: string;
  /** What search engines and link previews say of the page. */
  description: string;
  category: LeaderCategory;
  /** Shown when the provider has no quote. */
  defaultQuote?: string;
  /** Shown when the provider has no message. */
  defaultMessage?: string;
  /** Shown instead of a message block when the provider has no record at all. */
  emptyText?: string;
  qualifications?: string;
}

export const CHAIRPERSON_PAGE: LeaderPageConfig = {
  path: '/chairperson',
  title: 'Chairperson',
  description: 'A message from our Chairperson.',
  category: 'Chairman',
  defaultQuote: 'Every child is unique, and every child can shine.',
  defaultMessage:
    'It is a privilege to welcome you to our school. Since 2002 we have worked to give every child a safe, happy place to learn, with teachers who care and values that last a lifetime. We invite you to be a part of our family.',
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
  // The school has not supplied them: the line says so rather than show qualifications nobody confirmed.
  qualifications: 'Qualifications: not yet published',
  defaultMessage:
    'Our teachers prepare every student for the ICSE examination and, more importantly, for life: to think clearly, speak confidently, work hard and care for others. I look forward to working with you for your child.',
};

/** The home page's message blocks and their empty text. */
export const HOME_MESSAGE_EMPTY = 'No message Found';
