import { editorMode } from './mode';

const github = { NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'school/site', KEYSTATIC_GITHUB_CLIENT_ID: 'id', KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret', KEYSTATIC_SECRET: 'x'.repeat(40) };

describe('where the editor saves', () => {
  test('a production server without settings has no editor', () => {
    expect(editorMode({ NODE_ENV: 'production' }, '/srv/site')).toBeNull();
  });

  test('a production server with only part of the GitHub settings has no editor, and never falls back to writing its own files', () => {
    for (const name of Object.keys(github)) {
      const partial = { ...github, NODE_ENV: 'production', [name]: undefined };
      expect(editorMode(partial, '/srv/site')).toBeNull();
    }
    expect(editorMode({ ...github, NODE_ENV: 'production', NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'not a repo' }, '/srv/site')).toBeNull();
  });

  test('with every GitHub setting, edits go to the repository', () => {
    expect(editorMode({ ...github, NODE_ENV: 'production' }, '/srv/site')).toEqual({ kind: 'github', repo: 'school/site' });
  });

  test('under next dev, or when asked for, edits go into the checkout or the folder given', () => {
    expect(editorMode({ NODE_ENV: 'development' }, '/home/dev/site')).toEqual({ kind: 'local', root: '/home/dev/site' });
    expect(editorMode({ NODE_ENV: 'production', CONTENT_EDITOR: 'local', CONTENT_EDITOR_ROOT: '/tmp/copy' }, '/srv/site')).toEqual({ kind: 'local', root: '/tmp/copy' });
  });

  test('the demo says that it builds itself again after a save', () => {
    expect(editorMode({ NODE_ENV: 'production', CONTENT_EDITOR: 'local', DEMO_REBUILDS_ON_SAVE: '1' }, '/srv/site')).toEqual({ kind: 'local', root: '/srv/site', rebuildsOnSave: true });
  });
});
