// Pure, so the files route stays thin.

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

/** RFC 9110's `bytes=a-b`, `a-` or `-n`; null (the whole file) for anything else, several ranges included. */
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

/** Files up to this size are kept whole in Next's data cache (whose entries, base64 in JSON, stop at 2 MB); larger ones are streamed. */
export const FILE_KEPT_MAX_BYTES = 1_400_000;

/** Bytes read to learn a file's size, validators and true kind. */
export const FILE_HEAD_BYTES = 4096;

const bytesOf = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
const startsWith = (head: Uint8Array, signature: number[], offset = 0) => head.length >= offset + signature.length && signature.every((byte, index) => head[offset + index] === byte);
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** What a file's first bytes must be for each type it may be served as. */
const SIGNATURES: Record<string, (head: Uint8Array) => boolean> = {
  'application/pdf': (head) => startsWith(head, bytesOf('%PDF-')),
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (head) => startsWith(head, bytesOf('GIF87a')) || startsWith(head, bytesOf('GIF89a')),
  'image/webp': (head) => startsWith(head, bytesOf('RIFF')) && startsWith(head, bytesOf('WEBP'), 8),
  'image/avif': (head) => startsWith(head, bytesOf('ftypavi'), 4),
  'video/mp4': (head) => startsWith(head, bytesOf('ftyp'), 4),
  'application/msword': (head) => startsWith(head, OLE),
  'application/vnd.ms-excel': (head) => startsWith(head, OLE),
  'application/vnd.ms-powerpoint': (head) => startsWith(head, OLE),
};

/** Whether a file's first bytes are what its type says (Office's XML formats are ZIP packages). */
export function headMatchesType(type: string, head: Uint8Array): boolean {
  const check = SIGNATURES[type] ?? (type.includes('openxmlformats') ? (bytes: Uint8Array) => startsWith(bytes, ZIP) : undefined);
  return check ? check(head) : false;
}

/** What the provider says of a file: its size and validators, and whether its bytes are what its name says. */
export interface FileFacts {
  size: number;
  etag: string | null;
  lastModified: string | null;
  typeMatches: boolean;
}

/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110). */
export function noneMatch(header: string | null, etag: string | null): boolean {
  if (!header || !etag) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** RFC 9110 13.1.5: only the strong entity tag or the exact Last-Modified date keeps a range valid. */
export function rangeStillValid(ifRange: string | null, facts: Pick<FileFacts, 'etag' | 'lastModified'>): boolean {
  if (!ifRange) return true;
  const value = ifRange.trim();
  if (value.startsWith('"')) return facts.etag !== null && !facts.etag.startsWith('W/') && value === facts.etag;
  return facts.lastModified !== null && value === facts.lastModified;
}

/** Characters a file name keeps: letters of any script with their marks, digits, spaces and a little punctuation; the rest become spaces. */
function safeTitle(title: string): string {
  return title
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} ()&,.'_-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .replace(/[ .]+$/, '');
}

/** "Title.ext" (the `index`-th file of a record gets " (n)"), or null when the title leaves nothing usable. */
export function titledFileName(title: string, extension: string, index = 0): string | null {
  const safe = safeTitle(title);
  return safe ? `${safe}${index > 0 ? ` (${index + 1})` : ''}.${extension}` : null;
}
