import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { settings } from '@/lib/server/settings';
import type { ContentName } from './contentNames';
import { MalformedAnswerError, normalizeList, type AnswerShape } from './normalize';
import { providerRequest, schoolPath } from './request';
import { log, reasonOf } from '@/lib/observability/log';

const { revalidateSeconds } = settings;

export { schoolPath };

/** Raised for a provider call that failed, hung past the timeout, or answered something unreadable. */
export class ProviderError extends Error {
  readonly path: string;

  constructor(message: string, path: string) {
    super(`Provider ${path}: ${message}`);
    this.path = path;
    this.name = 'ProviderError';
  }
}

export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}

// At run time a failure throws so Next keeps serving the last good page (an empty state would be cached as
// a success); only the build, which has no good copy yet, falls back to empty.
export function fallBackOrThrow<T>(error: unknown, empty: T): T {
  if (isBuildPhase()) {
    log.warn({ event: 'provider.failed', reason: reasonOf(error), served: 'empty state' }, 'provider call failed during the build');
    return empty;
  }
  // Next logs the error and keeps serving the last good page.
  throw error;
}

/** A provider answer, read afresh: the callers cache the normalised list, not the raw answer. */
export async function providerGet(path: string): Promise<unknown> {
  let body: string;
  try {
    const [url, init] = providerRequest(path);
    const response = await fetch(url, { ...init, cache: 'no-store' });
    if (!response.ok) throw new ProviderError(`answered ${response.status}`, path);
    body = await response.text();
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new ProviderError(`request failed (${reason})`, path);
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new ProviderError('answered malformed JSON', path);
  }
}

/** The tag of the last good copies, which the webhook never expires (see loadList). */
export const KEPT_COPY_TAG = 'provider-kept';

type Normalize<T> = Parameters<typeof normalizeList<T>>[1];

async function readList<T>(path: string, normalize: Normalize<T>, shape: AnswerShape): Promise<T[]> {
  const payload = await providerGet(path);
  try {
    return normalizeList(payload, normalize, shape);
  } catch (error) {
    throw error instanceof MalformedAnswerError ? new ProviderError(error.message, path) : error;
  }
}

// Beside the tagged entry, the last good copy sits under a tag the webhook never expires and answers when
// the list cannot be read (docs/architecture.md, step 3).
async function loadListUncached<T>(path: string, content: ContentName, normalize: Normalize<T>, shape: AnswerShape = 'list', ownTag?: string): Promise<T[]> {
  const fresh = unstable_cache(() => readList(path, normalize, shape), ['provider-list', path], {
    tags: ['provider', content, ...(ownTag ? [ownTag] : [])],
    revalidate: revalidateSeconds,
  });
  // A function of its own: Next names an entry it could not refresh by the function's text.
  const kept = unstable_cache(() => fresh(), ['provider-kept', path], { tags: [KEPT_COPY_TAG], revalidate: revalidateSeconds });
  try {
    const list = await fresh();
    // Read (and, once a period old, refreshed from the list just read) after the page is answered.
    if (!isBuildPhase()) void kept().catch(() => undefined);
    return list;
  } catch (error) {
    if (isBuildPhase()) return fallBackOrThrow(error, [] as T[]);
    try {
      const copy = await kept();
      log.warn({ event: 'provider.failed', content, reason: reasonOf(error), served: 'last good copy' }, 'provider call failed');
      return copy;
    } catch {
      throw error;
    }
  }
}

/** One read per path and render. */
const loadListCached = cache(loadListUncached);

/** Reads made for the proxy's address lists, by path: each path read once per refresh. */
const directReads = new AsyncLocalStorage<Map<string, Promise<unknown[]>>>();

// For the proxy, whose calls each get a data cache that keeps nothing (addressLists.ts keeps what it
// reads). A path asked twice within `read` is read once.
export function readingDirectly<T>(read: () => Promise<T>): Promise<T> {
  return directReads.run(new Map(), read);
}

export function loadList<T>(path: string, content: ContentName, normalize: Normalize<T>, shape: AnswerShape = 'list', ownTag?: string): Promise<T[]> {
  const direct = directReads.getStore();
  if (!direct) return loadListCached(path, content, normalize, shape, ownTag);
  let read = direct.get(path) as Promise<T[]> | undefined;
  if (!read) direct.set(path, (read = readList(path, normalize, shape)));
  return read;
}
