/** The provider's webhook: who may call it, and which content it names. Pure, so the route stays thin. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { CONTENT_NAMES, isContentName, type ContentName } from './contentNames';
import { OFFICE_FILES } from './officeFiles';

/** Whether an Authorization header carries the secret as a bearer token, compared in constant time. */
export function hasBearerSecret(authorization: string | null, secret: string): boolean {
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match || !secret) return false;
  // Digests of equal length, so neither the comparison nor its length gives the secret away.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match[1]!), digest(secret));
}

export type RevalidationName = ContentName | typeof OFFICE_FILES;

const KNOWN_NAMES: readonly RevalidationName[] = [...CONTENT_NAMES, OFFICE_FILES];

const isRevalidationName = (name: unknown): name is RevalidationName => name === OFFICE_FILES || isContentName(name);

export type RevalidationRequest = { content: RevalidationName[] } | { error: string };

/** The body `{"content": ["news", ...]}`: known names only, at least one. */
export function parseRevalidation(body: string): RevalidationRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { error: 'The body is not JSON.' };
  }
  const content = (parsed as { content?: unknown } | null)?.content;
  if (!Array.isArray(content) || content.length === 0) return { error: 'Name the content that changed: {"content": ["news", ...]}.' };
  const unknown = content.filter((name) => !isRevalidationName(name));
  if (unknown.length > 0) {
    return { error: `Unknown content: ${unknown.map((name) => JSON.stringify(name)).join(', ')}. Known: ${KNOWN_NAMES.join(', ')}.` };
  }
  return { content: [...new Set(content as RevalidationName[])] };
}
