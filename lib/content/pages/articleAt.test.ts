import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { articleAt, ARTICLES } from '.';

// Where the office's editor writes (local mode), a copy of content/ of the test's own.
let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-pages-'));
  fs.cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
  process.env.CONTENT_EDITOR_ROOT = root;
});
afterEach(() => {
  delete process.env.CONTENT_EDITOR_ROOT;
  fs.rmSync(root, { recursive: true, force: true });
});

const clubsFile = () => path.join(root, 'content/pages/clubs.yaml');
const wordsOf = (pagePath: string) => JSON.stringify(articleAt(pagePath));

test('a school page is read from its file as it is drawn: a save is on the page without a build', () => {
  const page = YAML.parse(fs.readFileSync(clubsFile(), 'utf8'));
  page.sections[0].blocks = [{ discriminant: 'paragraph', value: 'Saved a moment ago by the office.' }];
  expect(wordsOf('/clubs')).not.toContain('Saved a moment ago by the office.');
  fs.writeFileSync(clubsFile(), YAML.stringify(page));
  expect(wordsOf('/clubs')).toContain('Saved a moment ago by the office.');
});

test('a page file broken since the build keeps the page as the build drew it; a page file removed is no page', () => {
  const built = JSON.stringify(ARTICLES.find((article) => article.path === '/clubs'));
  fs.writeFileSync(clubsFile(), 'title: [unclosed');
  expect(wordsOf('/clubs')).toBe(built);
  fs.rmSync(clubsFile());
  expect(articleAt('/clubs')).toBeUndefined();
});

test('the pages kept beside the code are not read from content/', () => {
  expect(articleAt('/privacy')?.path).toBe('/privacy');
  expect(articleAt('/no-such-page')).toBeUndefined();
});
