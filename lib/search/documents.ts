// One record per section of a school page, per page that is not an article, and per provider item.
import { HERO_SLIDES } from '@/lib/content/homeSlides';
import { CHAIRMAN_PAGE, CHAIRPERSON_PAGE, PRINCIPAL_PAGE, type LeaderPageConfig } from '@/lib/content/leaders';
import { CAREER_INTRO, CONTACT_INTRO, PROSPECTUS_INTRO, type PageIntro } from '@/lib/content/pageIntros';
import { articleAt } from '@/lib/content/pages';
import { PROSPECTUS_PAGES } from '@/lib/content/prospectusPages';
import { sectionId } from '@/lib/content/sectionId';
import { blockText } from '@/lib/content/blocks';
import type { Article } from '@/lib/content/types';
import { PROVIDER_PAGES } from '@/lib/listings/config';
import { SITE_PAGES } from '@/lib/site/pages';
import type { ProviderKind, ProviderLists } from '@/lib/provider/kinds';
import { HOME_PATH, SITE_MAP_PATH, type SiteRoute } from '@/lib/http/routes';
import { plainText } from '@/lib/provider/normalize';
import type { SchoolNotification } from '@/lib/provider/types';
import { noticeHref } from '@/lib/site/notices';

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
  /** The words families search for the page with, as the office listed them: weighed as its title is. */
  askedAs?: string;
  /** The provider's date, for provider items. */
  date?: string | null;
}


const joinText = (parts: string[]) => parts.filter(Boolean).join('\n');

/**
 * An article as one record for its opening and one per headed section, linked to the section's heading. A
 * page with nothing of the school's yet is one record of its title and the office's words for it: found
 * by what families ask, it says what the school will publish and how to ask meanwhile.
 */
export function articleDocuments(article: Article): SearchDocument[] {
  const opening = article.sections.filter((section) => !section.heading).flatMap((section) => section.blocks.flatMap(blockText));
  const base = { kind: 'page' as const, page: article.path, title: article.title, where: article.title };
  const askedAs = article.askedAs?.length ? { askedAs: article.askedAs.join(', ') } : {};
  if (article.noIndex) return [{ ...base, ...askedAs, id: article.path, url: article.path, text: '' }];
  return [
    { ...base, ...askedAs, id: article.path, url: article.path, text: joinText([article.description, ...opening]) },
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
  // A page kept out of search engines (nothing of the school's on it yet) is found only by its title and the office's words for it.
  return SITE_PAGES.filter((page) => !NOT_SEARCHED.includes(page.path)).flatMap((page) => {
    const article = articleAt(page.path);
    if (article) return articleDocuments(article);
    return page.noIndex ? [] : [pageDocument({ ...page, text: PAGE_TEXT[page.path] })];
  });
}

/** The listing pages whose items the search finds, each with what the search makes of them. */
const SEARCHED = PROVIDER_PAGES.flatMap((page) => (page.search ? [{ page, search: page.search }] : []));

/** The kinds whose lists the search reads: the webhook naming any of them renews the index. */
export const SEARCHED_KINDS: readonly ProviderKind[] = [...new Set([...SEARCHED.map(({ page }) => page.kind), 'notifications' as const])];

/** Where a found notice is said to be: the line at the top of every page. */
export const NOTICE_WHERE = 'Notices';

/** One record per current notice of the content service, linked to its words on the home page. */
export function noticeDocuments(notifications: readonly SchoolNotification[]): SearchDocument[] {
  return notifications.map((notice) => ({ kind: 'item', id: `notice:${notice.id}`, url: noticeHref(notice), page: noticeHref(notice), title: notice.title || 'A notice from the school', where: NOTICE_WHERE, text: plainText(notice.descriptionHtml), date: null }));
}

/** The listing pages a word of a question names ("photos": the three galleries), by the word in lower case. */
export const KIND_WORDS: Readonly<Record<string, readonly string[]>> = SEARCHED.reduce<Record<string, string[]>>((words, { page, search }) => {
  for (const word of search.askedAs) (words[word] ??= []).push(page.title);
  return words;
}, {});

/** One record per provider item a listing page shows, linked to where a visitor sees it. */
export function providerDocuments(lists: ProviderLists): SearchDocument[] {
  return [
    ...noticeDocuments(lists.notifications ?? []),
    ...SEARCHED.flatMap(({ page, search }) =>
      search.items(lists).map(({ id, title, date, text, url }): SearchDocument => ({ kind: 'item', id: `${search.name}:${id}`, url, page: url, title: title || page.title, where: page.title, text, date })),
    ),
  ];
}
