// Plain data Next's data cache can keep, with a version naming the content, so each process builds its
// index once per version.
import { createHash } from 'node:crypto';
import { providerDocuments, type ProviderContent, type SearchDocument } from './documents';

export type ProviderSources = { [K in keyof ProviderContent]: () => Promise<ProviderContent[K]> };

export interface SearchCorpus {
  version: string;
  documents: SearchDocument[];
}

// The client answers a failed call with its last good copy; a source with none is searched as empty, so one
// missing list never stops the rest.
export async function readProviderContent(sources: ProviderSources, onSourceFailure?: (source: string, error: unknown) => void): Promise<ProviderContent> {
  const keys = Object.keys(sources) as (keyof ProviderContent)[];
  const answers = await Promise.allSettled(keys.map((key) => sources[key]()));
  const content: Partial<ProviderContent> = {};
  answers.forEach((answer, position) => {
    const key = keys[position]!;
    if (answer.status === 'fulfilled') Object.assign(content, { [key]: answer.value });
    else onSourceFailure?.(key, answer.reason);
  });
  return {
    news: content.news ?? [],
    circulars: content.circulars ?? [],
    newsletters: content.newsletters ?? [],
    events: content.events ?? [],
    galleries: content.galleries ?? [],
    videos: content.videos ?? [],
    accolades: content.accolades ?? [],
  };
}

export function searchCorpus(schoolPages: readonly SearchDocument[], content: ProviderContent): SearchCorpus {
  const documents = [...schoolPages, ...providerDocuments(content)];
  const version = createHash('sha256').update(JSON.stringify(documents)).digest('base64url').slice(0, 16);
  return { version, documents };
}
