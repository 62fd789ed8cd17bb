// The editor's last check before a local save is written: the build's own check (lib/content/office.ts)
// run on the files as they would be after the save, so nothing the build refuses is ever written. Its
// words name the screen and the field as the editor labels them, never the file's keys.
import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENTS_SHAPE, FACTS_SHAPE, FEES_SHAPE, HOME_SHAPE, PAGE_SHAPE, PHOTOS_SHAPE, PROSPECTUS_SHAPE, RULES_SHAPE, SCHOOL_SHAPE, TIMINGS_SHAPE, VIDEOS_SHAPE } from '@/lib/content/fileShapes';
import { FORMATS } from '@/lib/content/formats';
import { diskSource, parseYaml, pendingItems, type ContentSource } from '@/lib/content/office';
import { pictureFormat, pictureProblem } from '@/lib/content/pictures';
import { labelsAt, shapeProblems, type Shape } from '@/lib/content/shape';
import { EDITOR_PAGES_FOLDER, EDITOR_SINGLETONS, pageOfFile, singletonOfFile, type EditorSingleton } from './files';

/** What Keystatic's local save sends: files to write (their bytes) and files to remove, by path in the checkout. */
export interface SaveRequest {
  additions: { path: string; contents: Uint8Array }[];
  deletions: { path: string }[];
}

const SHAPES: Record<EditorSingleton, Shape> = {
  school: SCHOOL_SHAPE,
  fees: FEES_SHAPE,
  facts: FACTS_SHAPE,
  timings: TIMINGS_SHAPE,
  home: HOME_SHAPE,
  rules: RULES_SHAPE,
  prospectus: PROSPECTUS_SHAPE,
  photos: PHOTOS_SHAPE,
  documents: DOCUMENTS_SHAPE,
  videos: VIDEOS_SHAPE,
};

/** A file any upload field may hold at most: a PDF of documents, a short video. */
export const UPLOAD_MAX_BYTES = 40 * 1024 * 1024;

/** The screen a content file is edited on, and the shape it is checked by; null for a file the editor does not hold. */
function screenOf(file: string): { name: string; shape: Shape; page?: string } | null {
  const singleton = singletonOfFile(file);
  if (singleton) return { name: EDITOR_SINGLETONS[singleton].label, shape: SHAPES[singleton] };
  const page = pageOfFile(file);
  return page === undefined ? null : { name: `The page at /${page}`, shape: PAGE_SHAPE, page };
}

/** The files as they would be after the save: its additions over the checkout's own, its deletions gone. */
export function afterSave(root: string, save: SaveRequest): ContentSource {
  const disk = diskSource(root);
  const added = new Map(save.additions.map((addition) => [addition.path, Buffer.from(addition.contents)]));
  const removed = new Set(save.deletions.map((deletion) => deletion.path));
  const pagesDir = `content/${EDITOR_PAGES_FOLDER}/`;
  return {
    root,
    read: (relative) => {
      const file = relative.split(path.sep).join('/');
      return added.get(file) ?? (removed.has(file) ? null : disk.read(file));
    },
    pageFiles: () => {
      const names = new Set(disk.pageFiles());
      for (const file of added.keys()) if (file.startsWith(pagesDir) && file.endsWith('.yaml') && !file.slice(pagesDir.length).includes('/')) names.add(file.slice(pagesDir.length));
      for (const file of removed) if (file.startsWith(pagesDir)) names.delete(file.slice(pagesDir.length));
      return [...names].sort();
    },
  };
}

/** Why one content file of the save cannot be written, in the editor's labels. */
function fileProblems(file: string, bytes: Uint8Array): string[] {
  const screen = screenOf(file);
  if (!screen) return [];
  if (screen.page !== undefined && !FORMATS.pageAddress.regex.test(screen.page)) return [`The page's address "${screen.page}" ${FORMATS.pageAddress.message}. Change the address under the title.`];
  let parsed: unknown;
  try {
    parsed = parseYaml(Buffer.from(bytes), file).parsed;
  } catch (error) {
    return [`${screen.name} could not be read back (${error instanceof Error ? error.message : String(error)}).`];
  }
  return shapeProblems(screen.shape, parsed).map(({ path: at, message }) => {
    const labels = labelsAt(screen.shape, parsed, at);
    return `${[screen.name, ...labels].join(' › ')}: ${message}.`;
  });
}

/**
 * What the office must mend before this save can be written, each in a sentence; none: it may be written.
 * Uploads first (a picture must be one the site shows), then each content file by its shape, then every
 * file together as the build reads them (a photo a file names must be there, a page's words must fill in).
 */
export function saveProblems(root: string, save: SaveRequest): string[] {
  const uploads = save.additions.filter((addition) => addition.path.startsWith('public/'));
  const uploadProblems = uploads.flatMap(({ path: file, contents }) => {
    const name = file.split('/').pop() ?? file;
    if (contents.length > UPLOAD_MAX_BYTES) return [`${name} is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB: save a smaller copy and upload that.`];
    const picture = /\.(jpe?g|png|gif|webp|heic|heif|avif|bmp|tiff?)$/i.test(name) || pictureFormat(contents) !== null;
    const problem = picture ? pictureProblem(name, contents) : undefined;
    return problem ? [problem] : [];
  });
  const contentProblems = save.additions.filter((addition) => addition.path.startsWith('content/')).flatMap(({ path: file, contents }) => fileProblems(file, contents));
  if (uploadProblems.length > 0 || contentProblems.length > 0) return [...uploadProblems, ...contentProblems];
  try {
    pendingItems(afterSave(root, save));
    return [];
  } catch (error) {
    return [`The site could not be built with this save: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/** The addresses of the school's pages a save writes: each is drawn again from its file at its next visit. */
export function pagesSaved(save: SaveRequest): string[] {
  return save.additions.flatMap(({ path: file }) => {
    const page = screenOf(file)?.page;
    return page !== undefined && FORMATS.pageAddress.regex.test(page) ? [`/${page}`] : [];
  });
}

/** Keystatic's save as it sends it (each file's bytes in base64url); null for anything else, which Keystatic itself refuses. */
export function readSaveRequest(body: unknown): SaveRequest | null {
  if (typeof body !== 'object' || body === null) return null;
  const { additions, deletions } = body as { additions?: unknown; deletions?: unknown };
  if (!Array.isArray(additions) || !Array.isArray(deletions)) return null;
  const files = additions.map((addition: unknown) => {
    const { path: file, contents } = (addition ?? {}) as { path?: unknown; contents?: unknown };
    return typeof file === 'string' && typeof contents === 'string' ? { path: file, contents: new Uint8Array(Buffer.from(contents, 'base64url')) } : null;
  });
  const removed = deletions.map((deletion: unknown) => ((deletion ?? {}) as { path?: unknown }).path);
  if (files.some((file) => file === null) || removed.some((file) => typeof file !== 'string')) return null;
  return { additions: files as SaveRequest['additions'], deletions: (removed as string[]).map((file) => ({ path: file })) };
}

/** What stops the files as they are on disk being built (a hand edit, a half-written file), in the editor's labels; none: they build. */
export function problemsOnDisk(root: string): string[] {
  const files = (folder: string): string[] =>
    fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(`${folder}/${entry.name}`) : entry.name.endsWith('.yaml') ? [`${folder}/${entry.name}`] : []));
  const additions = files('content').map((file) => ({ path: file, contents: new Uint8Array(fs.readFileSync(path.join(root, file))) }));
  return saveProblems(root, { additions, deletions: [] });
}
