import fs from 'node:fs';
import { EDITOR_SINGLETONS } from './files';
import { afterSaving, editorScreen, missingEntries, pageOfScreen, SAVED_PAGE, saveNotices, SCREENS_SHOWN_BY_A_BUILD } from './missing';

test("each file the editor holds links to its screen; a file it does not hold links nowhere", () => {
  for (const [key, { file }] of Object.entries(EDITOR_SINGLETONS)) {
    expect(fs.existsSync(`content/${file}.yaml`)).toBe(true);
    expect(editorScreen(`content/${file}.yaml`)).toBe(`/keystatic/singleton/${key}`);
  }
  expect(editorScreen('content/pages/clubs.yaml')).toBe('/keystatic/collection/pages/item/clubs');
  expect(editorScreen('content/elsewhere.yaml')).toBeNull();
  expect(missingEntries([{ file: 'content/pages/EPTA.yaml', item: '/EPTA', what: 'the minutes' }])).toEqual([{ file: 'content/pages/EPTA.yaml', item: '/EPTA', what: 'the minutes', screen: '/keystatic/collection/pages/item/EPTA', where: 'The page at /EPTA › its "Still to publish" block' }]);
});

test("where an item is filled is said in the editor's labels, never a file's or a key's name", () => {
  const entries = missingEntries([
    { file: 'content/school.yaml', item: 'phone', what: 'x' },
    { file: 'content/photos.yaml', item: 'infrastructure-av-technology', what: 'x' },
    { file: 'content/fees.yaml', item: 'bands.primary', what: 'x' },
  ]);
  for (const entry of entries) {
    expect(entry.where).not.toMatch(/\.yaml|content\/|[a-z]+-[a-z]+-|bands\./);
    expect(entry.where).toMatch(/^[A-Z].* › [A-Z]/);
  }
});

test('after a save the office is told when parents see it, as this editor saves', () => {
  expect(saveNotices(null)).toBeNull();
  const local = saveNotices({ kind: 'local', root: '/tmp/x' })!;
  expect(local.onPage).toContain(SAVED_PAGE);
  expect(local.onPage).toMatch(/within seconds/);
  expect(local.elsewhere).toMatch(/started again.*start it again/);
  expect(local.byBuild).toMatch(/built again.*start it again/);
  const demo = saveNotices({ kind: 'local', root: '/tmp/x', rebuildsOnSave: true })!;
  expect(demo.elsewhere).toMatch(/within about ten seconds: the site starts itself again/);
  expect(demo.byBuild).toMatch(/built itself again/);
  expect(`${demo.elsewhere} ${demo.byBuild}`).not.toMatch(/start it again/);
  const github = saveNotices({ kind: 'github', repo: 'school/site' })!;
  expect(github.onPage).not.toContain(SAVED_PAGE);
  expect(github.elsewhere).toMatch(/GitHub.*pull request.*in main/);
  expect(local.refused).toMatch(/^Not saved/);
});

test('what saving does follows where the editor saves', () => {
  expect(afterSaving(null)).toBeNull();
  expect(afterSaving({ kind: 'local', root: '/tmp/x' })!.join(' ')).toMatch(/within seconds.*started again.*built again/);
  expect(afterSaving({ kind: 'local', root: '/tmp/x', rebuildsOnSave: true })!.join(' ')).toMatch(/within seconds.*within about ten seconds.*built itself again/);
  const github = afterSaving({ kind: 'github', repo: 'school/site' })!.join(' ');
  expect(github).toMatch(/pull request/);
  expect(github).toContain('school/site');
  expect(github).toMatch(/merged into main/);
});

test("a page's screen names the page it edits, as editorScreen makes it; other screens none", () => {
  expect(pageOfScreen(editorScreen('content/pages/open-day-2027.yaml')!)).toBe('/open-day-2027');
  expect(pageOfScreen('/keystatic/collection/pages/item/clubs/')).toBe('/clubs');
  expect(pageOfScreen('/keystatic/collection/pages/create')).toBeNull();
  expect(SCREENS_SHOWN_BY_A_BUILD).toEqual(['/keystatic/collection/pages/create', editorScreen('content/prospectus.yaml')]);
  expect(pageOfScreen('/keystatic/singleton/school')).toBeNull();
});
