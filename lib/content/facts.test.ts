import { SCHOOL_FACTS } from './about';
import { articleAt } from './pages';
import { PRINCIPAL_PAGE } from './leaders';
import { RULE_TEXT } from './rules';
import { SCHOOL } from './school';
import { OFFICE_HOURS, PARENT_PORTAL_HELP_DESK, SCHOOL_TIMINGS } from './timings';

test('the school: code KVNS, founded 2002 with 69 students', () => {
  expect(SCHOOL.code).toBe('KVNS');
  expect(SCHOOL.foundingYear).toBe(2002);
  expect(SCHOOL.foundingStudents).toBe(69);
});

test('facilities: 161 computers and laptops, a seminar hall for 200, over 8500 library books', () => {
  expect(SCHOOL_FACTS).toMatchObject({ computersAndLaptops: 161, seminarHallSeats: 200, libraryBooksOver: 8500 });
});

test('each rule\'s text carries its number', () => {
  expect(RULE_TEXT.lateMarks).toMatch(/more than 3 late marks is sent home/);
  expect(RULE_TEXT.pinkCards).toMatch(/^3 pink cards can lead to suspension/);
  expect(RULE_TEXT.withdrawal).toMatch(/One month's notice/);
  expect(RULE_TEXT.terms).toMatch(/begins in June.*two terms up to Std VIII and three terms for Std IX and X/);
  expect(RULE_TEXT.passMark).toMatch(/35% in each subject in each term/);
  expect(RULE_TEXT.marksSplit).toMatch(/80 marks for the written examination and 20 for internal assessment/);
  expect(RULE_TEXT.unitTests).toMatch(/25 marks/);
  expect(RULE_TEXT.absenceNotice).toMatch(/more than 3 days requires written notice to the principal/);
  expect(RULE_TEXT.removalFromRoll).toMatch(/month of unauthorised absence .* removed from the roll/);
});

test('timings: sections, office and the parent-portal help desk', () => {
  expect(SCHOOL_TIMINGS.map((t) => [t.from, t.to])).toEqual([
    ['8:30', '11:45'],
    ['7:00', '12:45'],
    ['7:00', '13:40'],
  ]);
  expect(SCHOOL_TIMINGS.map((t) => t.who)).toEqual(['Pre-Primary (Playgroup to Senior KG)', 'Std IV and V', 'Std VI to X']);
  expect(OFFICE_HOURS.map((t) => [t.days, t.from, t.to])).toEqual([
    ['Monday to Friday', '8:30', '16:00'],
    ['Saturday', '9:00', '14:00'],
  ]);
  expect(PARENT_PORTAL_HELP_DESK).toEqual({ from: '8:00 AM', to: '8:00 PM' });
});

test.each(['/our-mission', '/our-vision-mission'])('%s: the mission is the spec\'s six points, in order, and nothing added to them', (path) => {
  const lists = articleAt(path)!.sections.flatMap((section) => section.blocks).filter((block) => block.kind === 'list');
  expect(lists.map((block) => block.kind === 'list' && block.items)).toEqual([['Discipline', 'Academic excellence with leadership', 'Psychomotor skills and sportsmanship', 'Life skills', 'Holistic citizens', 'Jubilant students']]);
});

test('what the specification names without values is plainly not yet published, never invented', () => {
  const text = (article: { sections: { heading?: string; blocks: unknown[] }[] }, heading: string) => JSON.stringify(article.sections.find((section) => section.heading === heading)?.blocks ?? []);
  const pastResults = text(articleAt('/generalinfo')!, 'Past results');
  expect(pastResults).toContain('"kind":"pending","what":"the past ICSE results"');
  expect(pastResults).not.toMatch(/"kind":"table"|\d+(\.\d+)?%/);
  expect(PRINCIPAL_PAGE.pendingQualifications).toBe('the qualifications of the Principal');
  expect(articleAt('/faculty')!.sections.flatMap((section) => section.blocks).map((block) => block.kind)).toEqual(['pending']);
  expect(text(articleAt('/clubs')!, 'Interact Club report')).toBe('[{"kind":"pending","what":"the Interact Club\'s report for the year"}]');
});
