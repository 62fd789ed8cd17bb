import { unstable_cache } from 'next/cache';
import { settings } from '@/lib/settings';
import { ADDRESS_LIST_MAX_AGE_SECONDS } from './albumIndex';
import { CONTENT_NAMES } from './contentNames';
import { FILES_PATH, PROVIDER_FILES_TAG } from './files';
import { fetchProviderFile } from './request';
import { providerUrlOfAddress, safeDecode } from './urls';
import { getAccolades } from './accolades';
import { getCirculars, getNewsletters } from './circulars';
import { getEvents } from './events';
import { allGalleryItems } from './gallery';
import { getHighlights } from './highlights';
import { getLeaderMessages } from './leaders';
import { getNews } from './news';
import { getNotifications } from './notifications';
import { getOnlineRegistrations } from './onlineRegistration';
import { getTestimonials } from './testimonials';
import { getToppers } from './toppers';
import { getVideos } from './videos';

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

const LISTS = [getAccolades, getCirculars, getNewsletters, getEvents, allGalleryItems, getHighlights, getLeaderMessages, getNews, getNotifications, getOnlineRegistrations, getTestimonials, getToppers, getVideos];

/**
 * The files the provider's lists name, in Next's data cache under every content tag: read again once
 * ADDRESS_LIST_MAX_AGE_SECONDS old, and at once after the webhook.
 */
const knownAddresses = unstable_cache(
  async () => {
    // One list that cannot be read (nor has a last good copy) fails the whole: a set missing its files
    // would turn them away.
    const lists = await Promise.all(LISTS.map((list) => list()));
    return [...fileAddressesIn(lists)];
  },
  ['known-files'],
  { tags: ['provider', ...CONTENT_NAMES], revalidate: ADDRESS_LIST_MAX_AGE_SECONDS },
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

/**
 * Whether the site serves a file at this address: one the provider's lists name and the provider has.
 * The provider is asked only about files its lists name (so the entries are as many as its files), once
 * a period each. Null when it cannot be told (the provider is down): the route answers from its copy.
 */
export async function isServedFile(pathname: string): Promise<boolean | null> {
  const address = decodeAddress(pathname);
  try {
    if (!(await knownAddresses()).includes(address)) return false;
    return await unstable_cache(() => providerHasFile(address), ['provider-has-file', address], {
      tags: ['provider', PROVIDER_FILES_TAG],
      revalidate: settings.revalidateSeconds,
    })();
  } catch {
    return null;
  }
}
