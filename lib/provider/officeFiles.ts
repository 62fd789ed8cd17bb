/**
 * The revalidation webhook's name for the school's own files (content/ and the office's uploads), which a
 * site reads as it starts: named after the site has started again on a save (the demo does), every page is
 * drawn again from them. A module of its own, with no imports, so the demo's runner reads it as it is.
 */
export const OFFICE_FILES = 'office';
