import { settings } from '@/lib/server/settings';
import { keptValue } from './addressLists';
import { readingDirectly } from './client';
import { FILES_PATH } from './files';
import { fetchProviderFile } from './request';
import { providerUrlOfAddress, safeDecode } from './urls';
import { PROVIDER_KIND_NAMES } from './kinds';
import { listOf } from './lists';

/** Every /files/ address a normalised record holds, however deep. */
export function fileAddressesIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith(FILES_PATH)) found.add(decodeAddress(value));
  } else if (Array.isArray(value)) {
    for (const item of value) fileAddressesIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) fileAddressesIn(item, found);
  }
  return found;
}

/** One spelling per address, however a browser encoded it. */
const decodeAddress = (address: string): string => safeDecode(address) ?? address;

/** Every kind's whole list: a kind declared in kinds.ts has its files served, none can be left out. */
const LISTS = PROVIDER_KIND_NAMES.map((kind) => () => listOf(kind));

/** The files the provider's lists name, kept where the proxy runs (lib/provider/addressLists.ts). */
const knownAddresses = () =>
  keptValue('lists', 'file-addresses', () =>
    // One list that cannot be read fails the whole read (the last good set is kept): a set missing a
    // list's files would turn them away.
    readingDirectly(async () => new Set(fileAddressesIn(await Promise.all(LISTS.map((list) => list()))))),
  );

/** Whether the provider has a file (a one-byte read); throws when it cannot tell. */
async function providerHasFile(address: string): Promise<boolean> {
  const url = providerUrlOfAddress(address);
  if (!url) return false;
  const response = await fetchProviderFile(url, { range: 'bytes=0-0' });
  await response.body?.cancel();
  if (response.ok) return true;
  if (response.status === 404 || response.status === 410) return false;
  throw new Error(`answered ${response.status}`);
}

export type FileVerdict = 'served' | 'unknown' | 'lists unavailable';

// The provider is asked only about files its lists name, once a period each. A listed file whose presence
// cannot be told is served from its copy; with no list ever read, every address is refused.
export async function fileVerdict(pathname: string): Promise<FileVerdict> {
  const address = decodeAddress(pathname);
  const known = await knownAddresses();
  if (known === null) return 'lists unavailable';
  if (!known.has(address)) return 'unknown';
  const present = await keptValue('provider-has-file', address, () => providerHasFile(address), settings.revalidateSeconds);
  return present === false ? 'unknown' : 'served';
}
