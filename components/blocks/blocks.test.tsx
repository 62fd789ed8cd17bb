// Each kind of block from its own folder: every kind a page file may hold becomes blocks the page draws,
// and what the site search reads of a block is words the page shows.
import { renderToStaticMarkup } from 'react-dom/server';
import { ARTICLES } from '@/lib/content/pages';
import { BlockView } from './BlockView';
import { blockText, blocksFromFile, type Block } from '@/lib/content/blocks';
import { SECTION_BLOCK_KINDS } from '@/lib/content/blocks/shapes';

jest.mock('next/navigation', () => ({ usePathname: () => '/test', useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

/** Figures without their thousands' commas: a table shows 5,347 where the search reads 5347. */
const digits = (text: string) => text.replace(/(\d),(?=\d{3})/g, '$1');

/** The page's text as a reader gets it, a screen reader's included: a picture's alt text read, tags gone, entities read, spaces as one. */
const shown = (block: Block) =>
  renderToStaticMarkup(<BlockView block={block} />)
    .replace(/<img[^>]* alt="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** Each word the search reads of a block is a word the page shows (a fact reads "2002 Founded", shows "Founded 2002"). */
function expectWordsShown(block: Block) {
  const text = digits(shown(block));
  expect(text.trim()).not.toBe('');
  for (const word of digits(blockText(block).join(' ')).split(/\s+/).filter(Boolean)) expect(text).toContain(word);
}

const everyBlock = (blocks: Block[]): Block[] => blocks.flatMap((block) => (block.kind === 'tabs' ? [block, ...everyBlock(block.tabs.flatMap((tab) => tab.blocks))] : [block]));
const pageBlocks = everyBlock(ARTICLES.flatMap((article) => article.sections.flatMap((section) => section.blocks)));

test("every word the search reads of a page's block is on the page", () => {
  expect(pageBlocks.length).toBeGreaterThan(20);
  pageBlocks.forEach(expectWordsShown);
});

// Samples written here, so that a kind no page uses today is read too.
const SAMPLES: { [Kind in keyof typeof SECTION_BLOCK_KINDS]: unknown } = {
  paragraph: 'Founded in {foundingYear}.',
  list: ['One', 'Two'],
  numbered: ['First', 'Second'],
  rules: ['lateMarks'],
  quote: 'A quote.',
  pending: 'the photos of the clubs',
  table: { table: 'assessment', caption: 'Marks' },
  documents: 'epta-minutes',
  'page-documents': { caption: 'Open Day 2027: the programme', documents: [{ date: '2027-01-09', title: 'The programme of the day', file: '/docs/office/pages/programme.pdf' }] },
  photos: { group: 'clubs', open: 'grid', columns: '3' },
  'page-photos': { photos: [{ file: '/images/office/pages/open-day.jpg', alt: 'Families at the gate', caption: 'The Open Day', width: 1200, height: 800 }], open: 'lightbox', columns: '2' },
  data: 'school-hours',
  cards: [{ title: 'Red House', text: 'Courage', colour: '#c0392b' }],
  steps: [{ title: 'Apply', items: ['Fill the form'] }],
  'see-also': [{ text: 'School timings', href: '/generalinfo' }],
  tabs: { label: 'Houses', orientation: 'horizontal', items: [{ label: 'Red', blocks: [{ discriminant: 'paragraph', value: 'Courage' }] }, { label: 'Blue', blocks: [{ discriminant: 'list', value: ['Calm'] }] }] },
};

test('every kind a page file may hold becomes blocks the page draws, with their words', () => {
  for (const [kind, value] of Object.entries(SAMPLES)) {
    const blocks = blocksFromFile({ discriminant: kind as keyof typeof SAMPLES, value }, {
      text: (words) => words.replace('{foundingYear}', '2002'),
      inner: (inner, _index, label) => inner.flatMap((each) => blocksFromFile(each, { text: (words) => words, label, inner: () => [] })),
    });
    expect(blocks.length).toBeGreaterThan(0);
    blocks.forEach(expectWordsShown);
  }
});
