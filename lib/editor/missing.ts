// The editor's page of what the site still needs: where in the editor each pending item is filled, and
// what a save does in this editor's mode.
import type { PendingItem } from '@/lib/content/office';
import { EDITOR_PAGES_FOLDER, EDITOR_SINGLETONS } from './files';
import type { EditorMode } from './mode';

/** The editor's screen for a content file: a singleton by its file, a school page by its file's name. */
export function editorScreen(file: string): string | null {
  const singleton = Object.entries(EDITOR_SINGLETONS).find(([, held]) => `content/${held.file}.yaml` === file)?.[0];
  if (singleton) return `/keystatic/singleton/${encodeURIComponent(singleton)}`;
  const page = new RegExp(`^content/${EDITOR_PAGES_FOLDER}/([^/]+)\\.yaml$`).exec(file)?.[1];
  return page ? `/keystatic/collection/pages/item/${encodeURIComponent(page)}` : null;
}

export interface MissingEntry extends PendingItem {
  /** Where in the editor it is filled; null for a file the editor does not hold (edited in the repository). */
  screen: string | null;
}

export const missingEntries = (pending: PendingItem[]): MissingEntry[] => pending.map((item) => ({ ...item, screen: editorScreen(item.file) }));

/** What saving does, in words the office reads; null where there is no editor. */
export function afterSaving(mode: EditorMode): string[] | null {
  if (!mode) return null;
  const publish = 'Set "Where it comes from" to Office and fill in "Confirmed by" (who confirmed it, and when): until then the site keeps saying the office will publish it.';
  if (mode.kind === 'local')
    return [publish, 'Saving writes the file in this computer\'s copy of the site. The site shows it after its next build: `npm run build` and a restart (for the demo, stop it and run `npm run demo` again).'];
  return [
    publish,
    `Saving makes a commit on a branch named office/… of ${mode.repo} and opens a pull request. Once the school's web developer merges it into main, the site is built again and shows it (on Vercel by its own deploy; on the school's own server by \`npm run deploy\`).`,
  ];
}
