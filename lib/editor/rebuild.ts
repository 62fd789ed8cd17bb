// Which saves the demo must build the site again to show (scripts/with-demo-provider.mjs --rebuild-on-save).
// A page that was built is read from its file as it is drawn (lib/content/pages), so its words are seen at
// once; everything else the editor writes (the school's details, fees, hours, photos, a new page, any
// upload under public/) is read by the build.
import { pageOfFile } from './files.ts';

/** Paths relative to the site's folder, with forward slashes: what the editor writes. */
export const EDITED_FOLDERS = ['content/', 'public/images/office/', 'public/docs/office/', 'public/media/office/'] as const;

/** The saved files a build must show; none where every file is a page the running build already has. */
export function savesNeedingBuild(changed: readonly string[], builtPages: ReadonlySet<string>): string[] {
  return changed.filter((file) => {
    if (!EDITED_FOLDERS.some((folder) => file.startsWith(folder))) return false;
    const name = pageOfFile(file);
    return !(name && builtPages.has(name));
  });
}
