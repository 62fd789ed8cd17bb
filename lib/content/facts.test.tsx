/**
 * The spec's figures as a family reads them: each on the page that states it, rendered from its content
 * file, wherever the file says its words are the spec's (its `source`). Once the office writes a page
 * (its source is the office's), its words are the office's, and no figure of the spec pins them.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import ArticleView from '@/components/content/ArticleView';
import { articleAt } from './pages';
import { PRINCIPAL_PAGE } from './leaders';
import { readPage, wordsAreTheSpecs } from './office';
import { SCHOOL } from './school';

/** Whether a page's file says its words are the spec's. */
const spec = (path: string) => wordsAreTheSpecs(readPage(path.slice(1))!.source);

/** The page's words, as text, its markup and spacing gone. */
function textOf(path: string): string {
  const article = articleAt(path);
  if (!article) throw new Error(`no page at ${path}`);
  return renderToStaticMarkup(<ArticleView article={article} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

test.each([
  ['/OurSchool', [/founded in 2002 with 69 students/, new RegExp(SCHOOL.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))]],
  ['/infrastructure', [/161 computers and laptops/, /200/, /8500/]],
  ['/school-timings', [/8:30.{0,20}11:45/, /7:00.{0,20}12:45/, /7:00.{0,20}13:40/, /Monday to Friday.{0,20}8:30.{0,20}16:00/, /Saturday.{0,20}9:00.{0,20}14:00/]],
  ['/parent-portal-guidelines', [/8:00 AM.{0,20}8:00 PM/]],
  ['/code-of-conduct', [/more than 3 late marks is sent home/, /3 pink cards can lead to suspension/]],
  ['/examination', [/35% in each subject in each term/, /80 marks for the written examination and 20 for internal assessment/, /25 marks/]],
  ['/leave-absence', [/more than 3 days requires written notice to the principal/, /month of unauthorised absence .* removed from the roll/]],
  ['/schoolterms', [/One month's notice/, /begins in June.*two terms up to Std VIII and three terms for Std IX and X/]],
])('%s states the spec\'s figures while its file says its words are the spec\'s', (path, figures) => {
  if (!spec(path)) return;
  const text = textOf(path);
  for (const figure of figures) expect(text).toMatch(figure);
});

test.each(['/our-mission', '/our-vision-mission'])('%s: the mission is the spec\'s six points, in order, and nothing added to them, while its words are the spec\'s', (path) => {
  if (!spec(path)) return;
  const lists = articleAt(path)!.sections.flatMap((section) => section.blocks).filter((block) => block.kind === 'list');
  expect(lists.map((block) => block.kind === 'list' && block.items)).toEqual([['Discipline', 'Academic excellence with leadership', 'Psychomotor skills and sportsmanship', 'Life skills', 'Holistic citizens', 'Jubilant students']]);
});

test('what the specification names without values is plainly not yet published, never invented', () => {
  const text = (article: { sections: { heading?: string; blocks: unknown[] }[] }, heading: string) => JSON.stringify(article.sections.find((section) => section.heading === heading)?.blocks ?? []);
  // The past results: the office's table, its words or pending (truth.test.tsx: pending is said); never a figure in prose.
  const pastResults = text(articleAt('/generalinfo')!, 'Past results');
  expect(pastResults).not.toBe('[]');
  expect(pastResults.replace(/"kind":"table".*$/, '')).not.toMatch(/\d+(\.\d+)?%/);
  expect(PRINCIPAL_PAGE.showsQualifications).toBe(true);
});
