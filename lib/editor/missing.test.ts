import fs from 'node:fs';
import { EDITOR_SINGLETONS } from './files';
import { afterSaving, editorScreen, missingEntries } from './missing';

test("each file the editor holds links to its screen; a file it does not hold links nowhere", () => {
  for (const [key, { file }] of Object.entries(EDITOR_SINGLETONS)) {
    expect(fs.existsSync(`content/${file}.yaml`)).toBe(true);
    expect(editorScreen(`content/${file}.yaml`)).toBe(`/keystatic/singleton/${key}`);
  }
  expect(editorScreen('content/pages/clubs.yaml')).toBe('/keystatic/collection/pages/item/clubs');
  expect(editorScreen('content/elsewhere.yaml')).toBeNull();
  expect(missingEntries([{ file: 'content/pages/EPTA.yaml', item: '/EPTA', what: 'the minutes' }])).toEqual([{ file: 'content/pages/EPTA.yaml', item: '/EPTA', what: 'the minutes', screen: '/keystatic/collection/pages/item/EPTA' }]);
});

test('what saving does follows where the editor saves', () => {
  expect(afterSaving(null)).toBeNull();
  expect(afterSaving({ kind: 'local', root: '/tmp/x' })!.join(' ')).toMatch(/npm run build/);
  const github = afterSaving({ kind: 'github', repo: 'school/site' })!.join(' ');
  expect(github).toMatch(/pull request/);
  expect(github).toContain('school/site');
  expect(github).toMatch(/npm run deploy/);
});
