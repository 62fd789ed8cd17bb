import editorConfig from './config';
import { afterSaving, editorScreen, missingEntries } from './missing';

const PATHS = Object.fromEntries(Object.entries(editorConfig.singletons).map(([key, singleton]) => [key, singleton.path ?? '']));

test("each file the editor holds links to its screen; a file it does not hold links nowhere", () => {
  for (const [key, filePath] of Object.entries(PATHS)) expect(editorScreen(`${filePath}.yaml`, PATHS)).toBe(`/keystatic/singleton/${key}`);
  expect(editorScreen('content/pages/clubs.yaml', PATHS)).toBe('/keystatic/collection/pages/item/clubs');
  expect(editorScreen('content/rules.yaml', PATHS)).toBeNull();
  expect(missingEntries([{ file: 'content/pages/EPTA.yaml', item: '/EPTA', what: 'the minutes' }], PATHS)).toEqual([{ file: 'content/pages/EPTA.yaml', item: '/EPTA', what: 'the minutes', screen: '/keystatic/collection/pages/item/EPTA' }]);
});

test('what saving does follows where the editor saves', () => {
  expect(afterSaving(null)).toBeNull();
  expect(afterSaving({ kind: 'local', root: '/tmp/x' })!.join(' ')).toMatch(/npm run build/);
  const github = afterSaving({ kind: 'github', repo: 'school/site' })!.join(' ');
  expect(github).toMatch(/pull request/);
  expect(github).toContain('school/site');
  expect(github).toMatch(/npm run deploy/);
});
