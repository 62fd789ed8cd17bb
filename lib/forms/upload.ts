/**
 * Career uploads: the types allowed (PDF, Word, text, CSV, images), checked by name and declared type in the browser and by
 * content on the server, so a file dressed up as another is refused.
 */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '5 MB';
export const UPLOAD_TOO_LARGE = `The file must be ${MAX_UPLOAD_LABEL} or smaller.`;

/** A whole application post: the file plus room for the other fields and the multipart framing. */
export const CAREER_POST_MAX_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * The most a form page reads of the browser's own post (a Server Action; `serverActions.bodySizeLimit`
 * in next.config.js): room for a file somewhat over the limit, so its field message comes back with
 * what was typed. A larger post is not read at all (proxy.ts).
 */
export const FORM_PAGE_POST_MAX_BYTES = 8 * 1024 * 1024;

export type FileKind = 'jpeg' | 'png' | 'gif' | 'pdf' | 'doc' | 'docx' | 'csv';

export const FILE_KINDS: Record<FileKind, { extensions: string[]; mime: string }> = {
  jpeg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  png: { extensions: ['png'], mime: 'image/png' },
  gif: { extensions: ['gif'], mime: 'image/gif' },
  pdf: { extensions: ['pdf'], mime: 'application/pdf' },
  doc: { extensions: ['doc'], mime: 'application/msword' },
  docx: { extensions: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  csv: { extensions: ['csv'], mime: 'text/csv' },
};

/** For the file input's accept attribute. */
export const ACCEPT = Object.values(FILE_KINDS)
  .flatMap((kind) => [...kind.extensions.map((extension) => `.${extension}`), kind.mime])
  .join(',');

export function kindFromName(name: string): FileKind | null {
  // A name needs a base before its extension: 'pdf' and '.pdf' have none.
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  const entry = (Object.entries(FILE_KINDS) as [FileKind, (typeof FILE_KINDS)[FileKind]][]).find(([, kind]) =>
    kind.extensions.includes(extension),
  );
  return entry ? entry[0] : null;
}

/** The browser's check: an allowed extension, and a declared type that does not contradict it. */
export function isAllowedFile(file: { name: string; type: string }): boolean {
  const kind = kindFromName(file.name);
  if (!kind) return false;
  if (!file.type || file.type === 'application/octet-stream') return true;
  // Browsers disagree on CSV's type (text/csv, application/vnd.ms-excel, text/plain).
  if (kind === 'csv') return ['text/csv', 'application/vnd.ms-excel', 'text/plain', 'application/csv'].includes(file.type);
  return file.type === FILE_KINDS[kind].mime;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

function containsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = ascii(text);
  outer: for (let index = 0; index <= bytes.length - needle.length; index += 1) {
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (bytes[index + offset] !== needle[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/** Text a spreadsheet would export: valid UTF-8, no NUL or other control bytes but tab and line breaks. */
function looksLikeCsv(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text.replace(/^\ufeff/, ''));
}

/** What the bytes are, by their signature; null for anything not allowed. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // Word 97-2003: an OLE2 compound file.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  // Word 2007+: a ZIP holding the Office content types and a word/ part.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return containsAscii(bytes, '[Content_Types].xml') && containsAscii(bytes, 'word/') ? 'docx' : null;
  }
  return looksLikeCsv(bytes) ? 'csv' : null;
}

/** The server's check: the content is an allowed kind, and the one its name says it is. */
export function checkUpload(name: string, bytes: Uint8Array): { ok: true; kind: FileKind } | { ok: false } {
  const claimed = kindFromName(name);
  const actual = sniffFileKind(bytes);
  return claimed && actual === claimed ? { ok: true, kind: actual } : { ok: false };
}

/** A file name safe to pass on: no path, no control characters, a sane length. */
export function safeFileName(name: string, kind: FileKind): string {
  const base = name.split(/[\\/]/).pop() ?? 'attachment';
  const cleaned = base.replace(/[^\w.\- ()]+/g, '_').replace(/^\.+/, '').slice(-100);
  return cleaned && kindFromName(cleaned) === kind ? cleaned : `attachment.${FILE_KINDS[kind].extensions[0]}`;
}
