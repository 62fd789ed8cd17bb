/** The webhook's names; each provider fetch is tagged with one, so a name refreshes all that shows it. */
export const CONTENT_NAMES = [
  'news',
  'circulars',
  'events',
  'gallery',
  'videos',
  'accolades',
  'highlights',
  'notifications',
  'toppers',
  'testimonials',
  'leader-messages',
  'online-registration',
] as const;

export type ContentName = (typeof CONTENT_NAMES)[number];

export function isContentName(name: unknown): name is ContentName {
  return typeof name === 'string' && (CONTENT_NAMES as readonly string[]).includes(name);
}
