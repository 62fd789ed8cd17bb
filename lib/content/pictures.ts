// What a picture the office uploads must be, for the editor (in the browser, before a save) and for the
// build alike: one of the four formats every browser shows, within a size a phone on a slow line can load.
// Pure, no Node modules: the editor runs it in the browser.

/** The formats the site shows, as the build reads their sizes (imageSize.ts). */
export const PICTURE_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** A picture's largest file; the editor makes a phone's photo smaller than this as it is chosen. */
export const PICTURE_MAX_BYTES = 4 * 1024 * 1024;

/** The longest side the editor makes a photo as it is chosen: wider than any screen the site fills with it. */
export const PICTURE_LONGEST_SIDE = 2400;

const text = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** What the bytes are, by their first bytes as a browser reads them; null for anything else. */
export function pictureFormat(bytes: Uint8Array): PictureFormat | 'heic' | null {
  if (bytes.length < 16) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (text(bytes, 1, 4) === 'PNG') return 'png';
  if (text(bytes, 0, 3) === 'GIF') return 'gif';
  if (text(bytes, 0, 4) === 'RIFF' && text(bytes, 8, 12) === 'WEBP') return 'webp';
  // An ISO media file (an iPhone's HEIC): `ftyp` and a brand of the HEIF family.
  if (text(bytes, 4, 8) === 'ftyp' && /^(heic|heix|hevc|heim|heis|mif1|msf1|avif)$/.test(text(bytes, 8, 12))) return 'heic';
  return null;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Why the office's picture cannot be used, in words that say what to do; undefined when it can. */
export function pictureProblem(name: string, bytes: Uint8Array): string | undefined {
  const format = pictureFormat(bytes);
  if (format === 'heic')
    return `${name} is a HEIC photo, which most browsers cannot show. Save it as JPEG and upload that (on an iPhone: Settings, Camera, Formats, Most Compatible; or share it by e-mail, which sends a JPEG).`;
  if (format === null) return `${name} is not a JPEG, PNG, GIF or WebP picture. Save it as JPEG and upload that.`;
  if (bytes.length > PICTURE_MAX_BYTES) return `${name} is ${megabytes(bytes.length)}; a photo may be at most ${megabytes(PICTURE_MAX_BYTES)}. Choose it again here (the editor makes it smaller as it is chosen), or save a smaller copy.`;
  return undefined;
}

/** FNV-1a of the bytes, as 8 hex digits: two different photos of one name keep different files. */
function shortHash(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** The name a picture is stored under: the office's own file name, in letters a web address keeps, and a mark of its bytes. */
export function storedName(original: string, bytes: Uint8Array, extension: string): string {
  const mark = shortHash(bytes);
  const base = original.replace(/\.[^.]*$/, '').normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 60) || 'photo';
  // A photo saved before keeps its name: it already carries its mark.
  return `${base.endsWith(`-${mark}`) ? base : `${base}-${mark}`}.${extension.toLowerCase()}`;
}
