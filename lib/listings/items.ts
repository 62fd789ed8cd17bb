import { listsOf } from '../provider/lists';
import type { ProviderKind, ProviderLists } from '../provider/kinds';

/** The items a listing page shows, read from its kind's list (kept while the provider is down). */
export async function itemsOf<T>(page: { kind: ProviderKind; pick: (lists: ProviderLists) => T[] }): Promise<T[]> {
  return page.pick(await listsOf([page.kind]));
}
