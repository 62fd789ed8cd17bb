import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { cache } from 'react';
import { settings } from '@/lib/settings';
import type { ContentName } from './contentNames';
import { createBoundedCache } from '@/lib/boundedCache';
import { MalformedAnswerError, normalizeList, type AnswerShape } from './normalize';
import { providerRequest, schoolPath } from './request';
import { log, reasonOf } from '@/lib/observability/log.mjs';

const { revalidateSeconds } = settings;

export { schoolPath };

/** Raised for a provider call that failed, hung past the timeout, or answered something unreadable. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(`Provider ${path}: ${message}`);
    this.name = 'ProviderError';
  }
}

export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}

/**
 * The one place where a failed provider call becomes either an error or the empty state. Every page that
 * reads the provider is prerendered and regenerated in the background (ISR): at run time a failure throws,
 * so Next keeps serving the last good page (returning the empty state would cache it as a success); only
 * the build, which has no good copy yet, falls back to the empty state.
 */
export function fallBackOrThrow<T>(error: unknown, empty: T): T {
  if (isBuildPhase()) {
    log.warn({ event: 'provider.failed', reason: reasonOf(error), served: 'empty state' }, 'provider call failed during the build');
    return empty;
  }
  // Next logs the error and keeps serving the last good page.
  throw error;
}

/** A provider answer, cached under the content's name (and, for one album, its own tag as well). */
async function requestJson(path: string, content: ContentName, ownTag?: string): Promise<unknown> {
  let body: string;
  try {
    const [url, init] = providerRequest(path);
    const response = await fetch(url, { ...init, next: { revalidate: revalidateSeconds, tags: ['provider', content, ...(ownTag ? [ownTag] : [])] } });
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

/** One request per path and render: a timeout signal turns off fetch memoisation, so React's cache does it. */
export const providerGet = cache(requestJson);

/**
 * The last good list of each call, in this instance's memory: a call that fails at run time answers with
 * it, so the routes outside the page cache (the ticker's refresh, an event's calendar file) keep their
 * content through an outage as the cached pages keep theirs. Every call's path fits (albums are a few
 * hundred at most; unknown ids never reach a call); the bounds only stop a runaway.
 */
const lastGoodLists = createBoundedCache<unknown[]>({ maxEntries: 1000, maxBytes: 32 * 1024 * 1024, sizeOf: (list) => JSON.stringify(list).length });

/**
 * Read a list call (or an album, `shape: 'record'`) and normalise its records. At run time a failed call
 * answers this instance's last good list for the path (logged); with none, it fails as before.
 */
export async function loadList<T>(
  path: string,
  content: ContentName,
  normalize: Parameters<typeof normalizeList<T>>[1],
  shape: AnswerShape = 'list',
  ownTag?: string,
): Promise<T[]> {
  try {
    const payload = await providerGet(path, content, ownTag);
    let list: T[];
    try {
      list = normalizeList(payload, normalize, shape);
    } catch (error) {
      throw error instanceof MalformedAnswerError ? new ProviderError(error.message, path) : error;
    }
    lastGoodLists.set(path, list);
    return list;
  } catch (error) {
    const kept = isBuildPhase() ? undefined : lastGoodLists.get(path);
    if (kept) {
      log.warn({ event: 'provider.failed', content, reason: reasonOf(error), served: 'last good copy' }, 'provider call failed');
      return kept as T[];
    }
    return fallBackOrThrow(error, [] as T[]);
  }
}
