// Where the office's editor (/keystatic) saves, decided from the environment. Nowhere, unless asked: a
// production server writing into its own checkout would lose the edit at the next deploy.

export type EditorMode =
  /** Edits are commits on GitHub (a branch and a pull request, or main where the school allows). */
  | { kind: 'github'; repo: `${string}/${string}` }
  /**
   * Edits are written into `content/` and `public/` under `root` (a developer's or the demo's checkout);
   * `rebuildsOnSave` where the demo builds the site again after a save a build must show.
   */
  | { kind: 'local'; root: string; rebuildsOnSave?: boolean }
  | null;

import { editedRoot } from '../content/editedRoot.ts';

const GITHUB_SETTINGS = ['KEYSTATIC_GITHUB_CLIENT_ID', 'KEYSTATIC_GITHUB_CLIENT_SECRET', 'KEYSTATIC_SECRET'] as const;

/** The repository the editor commits to, as `owner/name`; read by the browser too, so fixed at build. */
export const githubRepo = (repo: string | undefined): `${string}/${string}` | null => (repo && /^[\w.-]+\/[\w.-]+$/.test(repo) ? (repo as `${string}/${string}`) : null);

/**
 * GitHub mode where the repository and Keystatic's GitHub app settings are all given; local mode under
 * `next dev`, or where CONTENT_EDITOR=local (the demo), writing under CONTENT_EDITOR_ROOT or the working
 * folder; otherwise none, and /keystatic and its API answer 404.
 */
export function editorMode(env: Record<string, string | undefined>, cwd: string): EditorMode {
  const repo = githubRepo(env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO);
  if (repo && GITHUB_SETTINGS.every((name) => env[name])) return { kind: 'github', repo };
  if (env.NODE_ENV === 'development' || env.CONTENT_EDITOR === 'local') return { kind: 'local', root: editedRoot(env, cwd), ...(env.DEMO_REBUILDS_ON_SAVE === '1' ? { rebuildsOnSave: true } : {}) };
  return null;
}
