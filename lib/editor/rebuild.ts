// What the demo does after a save (scripts/with-demo-provider.mjs --rebuild-on-save). A page that was built
// is read from its file as it is drawn (lib/content/pages), so its words are seen at once. Every other file
// the editor writes (the school's details, fees, hours, photos, any upload under public/) is read as the
// site starts, so a restart on the same build shows it; a new page and the prospectus (whose pictures the
// build draws) need a build.
import { pageOfFile } from './files.ts';

/** Paths relative to the site's folder, with forward slashes: what the editor writes. */
export const EDITED_FOLDERS = ['content/', 'public/images/office/', 'public/docs/office/', 'public/media/office/'] as const;

/** The files whose words only a build draws: the prospectus's pages are pictures made from it. */
const DRAWN_BY_THE_BUILD = ['content/prospectus.yaml'];

export interface SavesNeed {
  /** Saved files only a new build shows. */
  build: string[];
  /** Saved files the running build shows once it starts again. */
  restart: string[];
}

/** What the saved files need before parents see them; both empty where each is a page the running build has. */
export function savesNeed(changed: readonly string[], builtPages: ReadonlySet<string>): SavesNeed {
  const need: SavesNeed = { build: [], restart: [] };
  for (const file of changed) {
    if (!EDITED_FOLDERS.some((folder) => file.startsWith(folder))) continue;
    const page = pageOfFile(file);
    if (page && builtPages.has(page)) continue;
    (page || DRAWN_BY_THE_BUILD.includes(file) ? need.build : need.restart).push(file);
  }
  return need;
}
