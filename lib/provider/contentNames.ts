/** The webhook's names: the provider's kinds (kinds.ts). Each read is tagged with its kind's, so a name refreshes all that shows it. */
import { PROVIDER_KIND_NAMES, type ProviderKind } from './kinds';

export const CONTENT_NAMES: readonly ProviderKind[] = PROVIDER_KIND_NAMES;

export type ContentName = ProviderKind;

export function isContentName(name: unknown): name is ContentName {
  return typeof name === 'string' && (CONTENT_NAMES as readonly string[]).includes(name);
}
