// A kind's list, as the pages, feeds and search read it: tagged with the kind's name, kept while the
// provider is down (client.ts).
import { loadList, schoolPath } from './client';
import { PROVIDER_KINDS, type ProviderKind, type ProviderLists, type RecordOf } from './kinds';

export function listOf<K extends ProviderKind>(kind: K): Promise<RecordOf<K>[]> {
  const { call, read } = PROVIDER_KINDS[kind];
  return loadList(schoolPath(...call), kind, read as (raw: Record<string, unknown>, index: number) => RecordOf<K>);
}

/**
 * Several kinds' lists at once. With `onFailure`, a list that cannot be read (and has no last good copy)
 * is reported and left out, so one missing list never stops the rest; without it, the read fails.
 */
export async function listsOf(kinds: readonly ProviderKind[], onFailure?: (kind: ProviderKind, error: unknown) => void): Promise<ProviderLists> {
  const answers = await Promise.allSettled(kinds.map((kind) => listOf(kind)));
  const lists: ProviderLists = {};
  answers.forEach((answer, position) => {
    const kind = kinds[position]!;
    if (answer.status === 'fulfilled') Object.assign(lists, { [kind]: answer.value });
    else if (onFailure) onFailure(kind, answer.reason);
    else throw answer.reason;
  });
  return lists;
}
