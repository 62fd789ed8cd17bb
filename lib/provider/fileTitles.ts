import { getCirculars, getNewsletters } from './circulars';
import { titledFileName } from './files';
import { fileAddressesIn } from './knownFiles';
import { listOf } from './lists';

/** A record that names files and has a title people know it by (a circular, a newsletter, a news item). */
interface Titled {
  title: string;
}

/** "Winter uniform from 1st December.pdf"; a record's second file gets " (2)"; untitled keep their own name. */
export function downloadNames(records: readonly Titled[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const record of records) {
    [...fileAddressesIn(record)].forEach((address, index) => {
      const extension = /\.([a-z0-9]+)$/i.exec(address)?.[1]?.toLowerCase();
      const name = extension && titledFileName(record.title, extension, index);
      if (name && !names.has(address)) names.set(address, name);
    });
  }
  return names;
}


/** The name a /files/ address downloads under, from the provider's (cached) lists; null when none names it. */
export async function downloadNameOf(address: string): Promise<string | null> {
  try {
    const [circulars, newsletters, news] = await Promise.all([getCirculars(), getNewsletters(), listOf('news')]);
    return downloadNames([...circulars, ...newsletters, ...news]).get(address) ?? null;
  } catch {
    return null;
  }
}
