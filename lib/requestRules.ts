/**
 * What pages, public files and the image optimiser answer: reading only. Scripted forms post to /api/*;
 * the two form pages also take the browser's own post of their form (before or without scripts).
 */
export const READ_METHODS = ['GET', 'HEAD'] as const;

export const FORM_PAGES = ['/contact-us', '/career'] as const;

export function isReadMethod(method: string): boolean {
  return (READ_METHODS as readonly string[]).includes(method.toUpperCase());
}

/** The methods a path answers, for the Allow header. */
export function allowedMethods(pathname: string): string[] {
  return (FORM_PAGES as readonly string[]).includes(pathname) ? [...READ_METHODS, 'POST'] : [...READ_METHODS];
}

/**
 * Why the image optimiser must not fetch this `url` parameter, or null when it may. Credentials in the
 * address (`http://admin:secret@provider/...`) would go to the provider as an Authorization header.
 * Query strings are refused by the optimiser itself (`search: ''` in next.config.js).
 */
export function imageSourceProblem(url: string | null): string | null {
  if (!url) return 'The image address is missing.';
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://site.invalid');
  } catch {
    return 'The image address is not a valid URL.';
  }
  if (parsed.username || parsed.password) return 'The image address may not carry credentials.';
  return null;
}
