// A kind's list, as the pages, feeds and search read it: tagged with the kind's name, kept while the
// provider is down (client.ts).
import { loadList, schoolPath } from './client';
import { PROVIDER_KINDS, type ProviderKind, type RecordOf } from './kinds';

export function listOf<K extends ProviderKind>(kind: K): Promise<RecordOf<K>[]> {
  const { call, read } = PROVIDER_KINDS[kind];
  return loadList(schoolPath(...call), kind, read as (raw: Record<string, unknown>, index: number) => RecordOf<K>);
}
