// The school's pages are the office's files in content/pages/; the accessibility statement and privacy
// notice describe this website, so they are kept beside its code.
import { SCHOOL_FACTS } from '../about';
import { FEE_YEAR } from '../fees';
import { readPages, type PageBlock } from '../office';
import { photosBlock } from '../photos';
import { RULE_TABLES, RULE_TEXT } from '../rules';
import { SCHOOL } from '../school';
import type { Article, Block } from '../types';
import { ACCESSIBILITY } from './accessibility';
import { DATA_BLOCKS, documentsBlock } from './data';
import { PRIVACY } from './privacy';

/** What a page's words may name in braces, such as "founded in {foundingYear}". */
const VALUES: Record<string, string | number> = { ...SCHOOL_FACTS, schoolName: SCHOOL.name, feeYear: FEE_YEAR };

/** The words with their {names} filled in; a name nothing holds stops the build, naming the file and field. */
function filled(text: string, where: string): string {
  return text.replace(/\{(\w+)\}/g, (_all, name: string) => {
    if (!(name in VALUES)) throw new Error(`${where}: {${name}} is not one of ${Object.keys(VALUES).join(', ')}`);
    return String(VALUES[name]);
  });
}

/** The editor's choice of columns, as the renderer counts them. */
const COLUMNS = { '1': 1, '2': 2, '3': 3, '4': 4 } as const;

/** A page file's block as the renderer's block(s); `label` is the tab it stands in, which captions its documents. */
function blocksOf(block: PageBlock, where: string, label?: string): Block[] {
  const text = (value: string) => filled(value, where);
  switch (block.discriminant) {
    case 'paragraph':
      return [{ kind: 'paragraph', text: text(block.value) }];
    case 'list':
    case 'numbered':
      return [{ kind: 'list', items: block.value.map(text), ...(block.discriminant === 'numbered' ? { ordered: true } : {}) }];
    case 'quote':
      return [{ kind: 'quote', text: text(block.value) }];
    case 'pending':
      return [{ kind: 'pending', what: block.value }];
    case 'rules':
      return [{ kind: 'list', items: block.value.map((name) => RULE_TEXT[name]) }];
    case 'table': {
      const table = RULE_TABLES[block.value.table]!;
      return [{ kind: 'table', table: block.value.caption ? { ...table, caption: block.value.caption } : table }];
    }
    case 'photos': {
      const { group, open, columns } = block.value;
      return [photosBlock(group, { ...(open !== 'grid' ? { open } : {}), columns: COLUMNS[columns] })];
    }
    case 'data':
      return DATA_BLOCKS[block.value]!();
    case 'tabs': {
      const { label: tabsLabel, orientation, items } = block.value;
      const tabs = items.map((item, index) => ({
        label: item.label,
        blocks: item.blocks.flatMap((inner, innerIndex) => blocksOf(inner, `${where}.value.items[${index}].blocks[${innerIndex}]`, item.label)),
      }));
      return [{ kind: 'tabs', label: tabsLabel, tabs, ...(orientation ? { orientation } : {}) }];
    }
    case 'documents':
      return [documentsBlock(block.value, label ?? block.value)];
    case 'cards':
      return [{ kind: 'cards', cards: block.value }];
    case 'steps':
      return [{ kind: 'steps', steps: block.value }];
    case 'see-also':
      return [{ kind: 'see-also', links: block.value }];
  }
}

/** Blocks that say nothing of the school by themselves: what it will publish, and links to other pages. */
const NOT_THE_SCHOOLS: readonly Block['kind'][] = ['pending', 'see-also'];

/** A page whose every block (inside tabs too) is pending or a link elsewhere: nothing of the school's yet. */
export function holdsNothingOfTheSchool(article: Pick<Article, 'sections'>): boolean {
  const empty = (blocks: Block[]): boolean => blocks.every((block) => (block.kind === 'tabs' ? block.tabs.every((tab) => empty(tab.blocks)) : NOT_THE_SCHOOLS.includes(block.kind)));
  return article.sections.every((section) => empty(section.blocks));
}

/** Kept out of search engines, the sitemap and the site search while it holds nothing of the school's; its address and menu entry still work. */
const indexedOnlyWithContent = (article: Article): Article => (holdsNothingOfTheSchool(article) ? { ...article, noIndex: true } : article);

const SCHOOL_PAGES: Article[] = readPages().map((page) => indexedOnlyWithContent({
  path: page.path,
  title: page.title,
  description: filled(page.description, `${page.file}: description`),
  sections: page.sections.map((section, index) => ({
    ...(section.heading ? { heading: filled(section.heading, `${page.file}: sections[${index}].heading`) } : {}),
    blocks: section.blocks.flatMap((block, blockIndex) => blocksOf(block, `${page.file}: sections[${index}].blocks[${blockIndex}]`)),
  })),
}));

export const ARTICLES: Article[] = [...SCHOOL_PAGES, ACCESSIBILITY, PRIVACY];

/** The article served at a path, matched exactly (the routes are case-sensitive). */
export function articleAt(path: string): Article | undefined {
  return ARTICLES.find((article) => article.path === path);
}
