/**
 * How the site serves a provider file from its own address: the kinds it serves, the name it gives,
 * and the part of the file a range request asks for. Pure, so the route stays thin.
 */

/** Where the site serves the provider's files: its own address, so the token and the provider stay behind it. */
export const FILES_PATH = '/files/';

/** The tag of provider files in Next's data cache. The webhook never names it: a file's bytes at its path do not change. */
export const PROVIDER_FILES_TAG = 'provider-files';

export interface FileKind {
  type: string;
  /** Opened in the browser (a PDF, a photo) rather than saved. */
  inline: boolean;
}

/** By extension. No SVG or HTML: either could carry a script under the site's own address. */
const FILE_KINDS: Record<string, FileKind> = {
  pdf: { type: 'application/pdf', inline: true },
  jpg: { type: 'image/jpeg', inline: true },
  jpeg: { type: 'image/jpeg', inline: true },
  png: { type: 'image/png', inline: true },
  gif: { type: 'image/gif', inline: true },
  webp: { type: 'image/webp', inline: true },
  avif: { type: 'image/avif', inline: true },
  mp4: { type: 'video/mp4', inline: true },
  doc: { type: 'application/msword', inline: false },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', inline: false },
  xls: { type: 'application/vnd.ms-excel', inline: false },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', inline: false },
  ppt: { type: 'application/vnd.ms-powerpoint', inline: false },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', inline: false },
};

/** The kind a file name is served as; null for a kind the site never serves. */
export function fileKind(name: string): FileKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (extension && FILE_KINDS[extension]) || null;
}

/** `inline` or `attachment` with the file's name: plain ASCII for old browsers, the exact name beside it. */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * The one range a `Range` header asks of a file of `size` bytes (RFC 9110): `bytes=a-b`, `bytes=a-` or
 * `bytes=-n`. Null means the whole file (no header, another unit, several ranges: all are answered whole).
 */
export function byteRange(header: string | null, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
