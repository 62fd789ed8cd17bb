// Plain data Next's data cache can keep, with a version naming the content, so each process builds its
// index once per version.
import { createHash } from 'node:crypto';
import type { ProviderLists } from '@/lib/provider/kinds';
import { providerDocuments, type SearchDocument } from './documents';

export interface SearchCorpus {
  version: string;
  documents: SearchDocument[];
}

export function searchCorpus(schoolPages: readonly SearchDocument[], lists: ProviderLists): SearchCorpus {
  const documents = [...schoolPages, ...providerDocuments(lists)];
  const version = createHash('sha256').update(JSON.stringify(documents)).digest('base64url').slice(0, 16);
  return { version, documents };
}
