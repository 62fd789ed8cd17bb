/** What pages, public files and the image optimiser answer: reading only. Forms post to /api/*. */
export const READ_METHODS = ['GET', 'HEAD'] as const;

export function isReadMethod(method: string): boolean {
  return (READ_METHODS as readonly string[]).includes(method.toUpperCase());
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
