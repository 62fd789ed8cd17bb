// The files of content/ the editor holds, by the editor's name for each: its screen is
// /keystatic/singleton/<name>. Read by the editor's config and by the list of what is missing, which
// must not load the editor itself.
export const EDITOR_SINGLETONS = {
  school: { label: "The school's details", file: 'school' },
  fees: { label: 'Fees', file: 'fees' },
  facts: { label: 'The school in numbers', file: 'facts' },
  timings: { label: 'School and office hours', file: 'timings' },
  home: { label: 'Home page slides', file: 'home' },
  rules: { label: 'Rules', file: 'rules' },
  prospectus: { label: 'Prospectus (the flip-book)', file: 'prospectus' },
  photos: { label: 'Photos on the pages', file: 'photos' },
  documents: { label: 'Documents', file: 'documents' },
  videos: { label: 'Videos', file: 'videos' },
} as const;

export type EditorSingleton = keyof typeof EDITOR_SINGLETONS;

/** The singleton a content file is edited on (`content/school.yaml` is `school`); undefined for any other file. */
export const singletonOfFile = (file: string): EditorSingleton | undefined =>
  (Object.keys(EDITOR_SINGLETONS) as EditorSingleton[]).find((name) => `content/${EDITOR_SINGLETONS[name].file}.yaml` === file);

/** The school's pages, one file each: /keystatic/collection/pages/item/<file's name>. */
export const EDITOR_PAGES_FOLDER = 'pages';

const PAGE_FILE = new RegExp(`^content/${EDITOR_PAGES_FOLDER}/([^/]+)\\.yaml$`);

/** The name of the school page a content file holds (`content/pages/clubs.yaml` is `clubs`); undefined for any other file. */
export const pageOfFile = (file: string): string | undefined => PAGE_FILE.exec(file)?.[1];
