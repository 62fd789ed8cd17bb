// The editor's page of what the site still needs: where in the editor each pending item is filled, and
// what a save does in this editor's mode.
import type { PendingItem } from '@/lib/content/office';
import { capitalised, DOCUMENT_GROUP_WORDS, ITEM_NAMES, PHOTO_GROUP_WORDS, VIDEO_GROUP_WORDS } from '@/lib/content/formats';
import { EDITOR_SINGLETONS, pageOfFile, singletonOfFile } from './files';
import type { EditorMode } from './mode';

/** The editor's screen for a content file: a singleton by its file, a school page by its file's name. */
export function editorScreen(file: string): string | null {
  const singleton = singletonOfFile(file);
  if (singleton) return `/keystatic/singleton/${encodeURIComponent(singleton)}`;
  const page = pageOfFile(file);
  return page ? `${PAGE_SCREEN}${encodeURIComponent(page)}` : null;
}

const PAGE_SCREEN = '/keystatic/collection/pages/item/';

/** The address of the school page an editor's screen edits, such as /clubs; null on any other screen. */
export function pageOfScreen(screen: string): string | null {
  if (!screen.startsWith(PAGE_SCREEN)) return null;
  const page = screen.slice(PAGE_SCREEN.length).split('/')[0];
  return page ? `/${decodeURIComponent(page)}` : null;
}

export interface MissingEntry extends PendingItem {
  /** Where in the editor it is filled; null for a file the editor does not hold (edited in the repository). */
  screen: string | null;
  /** The screen and the field, as the editor labels them: "The school's details › The school's phone number". */
  where: string;
}

const GROUP_WORDS: Record<string, Readonly<Record<string, string>>> = { 'content/photos.yaml': PHOTO_GROUP_WORDS, 'content/documents.yaml': DOCUMENT_GROUP_WORDS, 'content/videos.yaml': VIDEO_GROUP_WORDS };

/** A pending item's screen and field in the editor's labels, never the file's names. */
function whereInEditor({ file, item }: PendingItem): string {
  const singleton = singletonOfFile(file);
  if (!singleton) return `The page at ${item} › its "Still to publish" block`;
  const field =
    file === 'content/school.yaml' && item in ITEM_NAMES ? capitalised(ITEM_NAMES[item as keyof typeof ITEM_NAMES])
    : GROUP_WORDS[file]?.[item] ?? (file === 'content/fees.yaml' ? (item === 'year' ? 'School year' : 'Bands') : 'Pages');
  return `${EDITOR_SINGLETONS[singleton].label} › ${field}`;
}

export const missingEntries = (pending: PendingItem[]): MissingEntry[] => pending.map((item) => ({ ...item, screen: editorScreen(item.file), where: whereInEditor(item) }));

/**
 * When a local save of what a page reads as the site starts (the school's details, fees, hours, photos) is
 * seen: the demo starts itself again (lib/editor/rebuild.ts); `npm run dev` must be started again.
 */
const startedAgain = (mode: Extract<EditorMode, { kind: 'local' }>, what: string) =>
  mode.rebuildsOnSave
    ? `${what} on the public pages within about ten seconds: the site starts itself again to read the save, and is away for a moment while it does.`
    : `${what} shown once the site is started again (stop it, and start it again).`;

/** When a local save that only a build shows (a new page, the prospectus) is seen: the demo builds by itself. */
const builtAgain = (mode: Extract<EditorMode, { kind: 'local' }>, what: string) =>
  mode.rebuildsOnSave
    ? `${what} shown once the site has built itself again: that starts by itself a few seconds after the save and takes as long as the demo's build when it started; the window the demo runs in says when it is done.`
    : `${what} shown once the site is built again (stop it, and start it again).`;

/** What saving does, in words the office reads; null where there is no editor. */
export function afterSaving(mode: EditorMode): string[] | null {
  if (!mode) return null;
  const publish = 'Set "Where it comes from" to Office and fill in "Confirmed by" (who confirmed it, and when): until then the site keeps saying the office will publish it, whatever is typed under it.';
  if (mode.kind === 'local')
    return [
      publish,
      `Saving writes the file in this computer's copy of the site. A page's words are on the public page within seconds. ${startedAgain(mode, "The school's details, fees, hours, photos, documents and videos are")} ${builtAgain(mode, 'A new page and the prospectus are')}`,
    ];
  return [
    publish,
    `Saving makes a commit on GitHub, in ${mode.repo}, on the branch named at the top of the editor. On a branch of its own (named office/…), the school's web developer reviews its pull request and merges it; the host shows a preview of the branch on the pull request where it makes one. Once merged into main, the site is built again and shows it: a few minutes on Vercel; on the school's own server, at its next deploy (within about two minutes where its deploy timer runs every minute).`,
  ];
}

/** The place in a notice where the saved page's address goes. */
export const SAVED_PAGE = '{page}';

/** The editor's screens whose saves only a build shows: a new page's, and the prospectus's (its pages are pictures the build draws). */
export const SCREENS_SHOWN_BY_A_BUILD = [`${PAGE_SCREEN.replace(/item\/$/, '')}create`, `/keystatic/singleton/${singletonOfFile('content/prospectus.yaml')}`];

export interface SaveNotices {
  /** On a built page's screen, with its address at SAVED_PAGE. */
  onPage: string;
  /** On a screen of SCREENS_SHOWN_BY_A_BUILD. */
  byBuild: string;
  /** On any other screen. */
  elsewhere: string;
  refused: string;
}

/** What the office is told after a save, as this editor saves, on each kind of screen; null where there is no editor. */
export function saveNotices(mode: EditorMode): SaveNotices | null {
  if (!mode) return null;
  const refused = 'Not saved: what to mend is said above the form. Scroll up to read it.';
  if (mode.kind === 'github') {
    const later = "It is a commit on GitHub, on the branch named at the top of the editor. On a branch of its own (office/…), the school's web developer reviews its pull request and merges it; parents see it once it is in main and the site is built again (a few minutes on Vercel; the next deploy on the school's own server).";
    return { onPage: later, byBuild: later, elsewhere: later, refused };
  }
  return {
    onPage: `Parents see it on ${SAVED_PAGE} within seconds.`,
    byBuild: builtAgain(mode, 'It is'),
    elsewhere: startedAgain(mode, 'It is'),
    refused,
  };
}
