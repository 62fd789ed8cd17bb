/**
 * The provider's kinds of content, by the names its webhook sends to /api/revalidate. Each provider
 * call tags its fetch with one, so a name revalidates every page and list that shows that content.
 */
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
