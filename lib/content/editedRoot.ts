/**
 * The checkout the office's editor writes to in local mode (CONTENT_EDITOR_ROOT, else the working folder):
 * a page drawn at request time reads its file from here, so the editor's save is what the page shows.
 */
export const editedRoot = (env: Record<string, string | undefined>, cwd: string): string => env.CONTENT_EDITOR_ROOT || cwd;
