// The school's pages are the office's files in content/pages/; the accessibility statement and privacy
// notice describe this website, so they are kept beside its code.
import { SCHOOL_FACTS } from '../about';
import { FEE_YEAR } from '../fees';
import { editedRoot } from '../editedRoot';
import { PAGE_VALUE_NAMES, readPage, readPages, type PageBlock, type PageFile } from '../office';
import { log } from '../../observability/log';
import { SCHOOL } from '../school';
import type { Article, Block } from '../types';
import { blocksFromFile } from '@/lib/content/blocks';
import { ACCESSIBILITY } from './accessibility';
import { PRIVACY } from './privacy';

/** What a page's words may name in braces (PAGE_VALUE_NAMES), such as "founded in {foundingYear}". */
const VALUES: Record<(typeof PAGE_VALUE_NAMES)[number], string | number> = { ...SCHOOL_FACTS, schoolName: SCHOOL.name, feeYear: FEE_YEAR };

/** The words with their {names} filled in; the page file's check has refused any name nothing holds. */
function filled(text: string, where: string): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => {
    if (!(name in VALUES)) throw new Error(`${where}: ${all} is not one of ${PAGE_VALUE_NAMES.join(', ')}`);
    return String(VALUES[name]);
  });
}

/** A page file's block as the blocks the page shows (each kind's own folder under lib/content/blocks/). */
function blocksOf(block: PageBlock, where: string, label?: string): Block[] {
  return blocksFromFile(block, {
    text: (words) => filled(words, where),
    label,
    inner: (blocks, tabIndex, tabLabel) => blocks.flatMap((inner, innerIndex) => blocksOf(inner, `${where}.value.items[${tabIndex}].blocks[${innerIndex}]`, tabLabel)),
  });
}

/** Blocks that say nothing of the school by themselves: what it will publish, and links to other pages. */
const NOT_THE_SCHOOLS: readonly Block['kind'][] = ['pending', 'see-also'];

/** Every block of a page, those inside its tabs too, in reading order. */
function allBlocks(article: Pick<Article, 'sections'>): Block[] {
  const flat = (blocks: Block[]): Block[] => blocks.flatMap((block) => (block.kind === 'tabs' ? block.tabs.flatMap((tab) => flat(tab.blocks)) : [block]));
  return article.sections.flatMap((section) => flat(section.blocks));
}

/** A page whose every block (inside tabs too) is pending or a link elsewhere: nothing of the school's yet. */
export function holdsNothingOfTheSchool(article: Pick<Article, 'sections'>): boolean {
  return allBlocks(article).every((block) => NOT_THE_SCHOOLS.includes(block.kind));
}

/** What a page with nothing of the school's yet will hold (each pending item, once), and the pages it leads to: said once, not a line per item. */
export function nothingYetOf(article: Pick<Article, 'sections'>): { pending: string[]; seeAlso: { text: string; href: string }[] } {
  const blocks = allBlocks(article);
  return {
    pending: [...new Set(blocks.flatMap((block) => (block.kind === 'pending' ? [block.what] : [])))],
    seeAlso: blocks.flatMap((block) => (block.kind === 'see-also' ? block.links : [])),
  };
}

/** Kept out of search engines, the sitemap and the site search while it holds nothing of the school's; its address and menu entry still work. */
const indexedOnlyWithContent = (article: Article): Article => (holdsNothingOfTheSchool(article) ? { ...article, noIndex: true } : article);

/** The office's comma-separated words, each trimmed, none empty. */
export const askedWords = (listed: string) => listed.split(',').map((words) => words.trim()).filter(Boolean);

/** A page file as the page a family sees. */
const articleOf = (page: PageFile & { file: string }): Article => indexedOnlyWithContent({
  path: page.path,
  title: page.title,
  description: filled(page.description, `${page.file}: description`),
  ...(page.askedAs ? { askedAs: askedWords(page.askedAs) } : {}),
  sections: page.sections.map((section, index) => ({
    ...(section.heading ? { heading: filled(section.heading, `${page.file}: sections[${index}].heading`) } : {}),
    blocks: section.blocks.flatMap((block, blockIndex) => blocksOf(block, `${page.file}: sections[${index}].blocks[${blockIndex}]`)),
  })),
});

/** The school's pages as the build read them: the addresses it prerenders and the lists made from them (site map, sitemap, search). */
const SCHOOL_PAGES: Article[] = readPages().map(articleOf);

export const ARTICLES: Article[] = [...SCHOOL_PAGES, ACCESSIBILITY, PRIVACY];

/**
 * The article served at a path, matched exactly (the routes are case-sensitive). A school page is read from
 * its file as it is drawn, so a save the editor revalidates is seen without a build; a file broken since
 * the build keeps the page as the build drew it, and says why in the log.
 */
export function articleAt(path: string): Article | undefined {
  const built = ARTICLES.find((article) => article.path === path);
  if (!built || !SCHOOL_PAGES.includes(built)) return built;
  try {
    const page = readPage(path.slice(1), editedRoot(process.env, process.cwd()));
    return page ? articleOf(page) : undefined;
  } catch (error) {
    log.error({ err: error, path }, 'a page file cannot be read: the page is shown as the build drew it until the file is mended');
    return built;
  }
}
