import 'server-only';
import { unstable_cache } from 'next/cache';
import sharp from 'sharp';
import type { GalleryPhoto } from './types';
import { fetchProviderFile, firstBytes } from './request';
import { providerUrlOfAddress } from './urls';

/** Enough of a file for its header: a JPEG's size follows its EXIF block, which cameras fill up to 64 kB. */
const HEADER_BYTES = 256 * 1024;
/** Photos probed at once while a page renders. */
const PROBES_AT_ONCE = 6;
/** Shown 3:2 until loaded when the size cannot be read. */
const UNKNOWN_SIZE = { width: 1200, height: 800 };

/** The pixel size of a provider photo, as shown (EXIF rotation applied), read from its header; throws when it cannot. */
async function readPhotoSize(address: string): Promise<{ width: number; height: number }> {
  const url = providerUrlOfAddress(address);
  if (!url) throw new Error('not a provider file');
  const response = await fetchProviderFile(url, { range: `bytes=0-${HEADER_BYTES - 1}` });
  if (!response.ok || !response.body) throw new Error(`answered ${response.status}`);
  const { width, height, orientation } = await sharp(await firstBytes(response, HEADER_BYTES)).metadata();
  if (!width || !height) throw new Error('no size in the header');
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** Sizes are kept a day in Next's data cache (a path's photo does not change); a failed read is not kept. */
const photoSize = (url: string) => unstable_cache(() => readPhotoSize(url), ['photo-size', url], { tags: ['provider', 'photo-sizes'], revalidate: 86_400 })();

// Real sizes, so the viewer never asks the optimiser for more pixels than the original has; an unreadable
// size is learnt by the viewer when the photo loads.
export async function sizedPhotos(urls: string[], altOf: (index: number) => string): Promise<GalleryPhoto[]> {
  const photos: GalleryPhoto[] = urls.map((src, index) => ({ src, ...UNKNOWN_SIZE, alt: altOf(index) }));
  let next = 0;
  const probe = async () => {
    while (next < photos.length) {
      const photo = photos[next++]!;
      try {
        Object.assign(photo, await photoSize(photo.src), { natural: true });
      } catch {
        // Unknown: shown 3:2 until loaded.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PROBES_AT_ONCE, photos.length) }, probe));
  return photos;
}
