// Checked by name and declared type in the browser and by content on the server.
import { sniffFileKind, type FileKind } from './fileChecks/sniff';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from '../content/formats';

export { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, sniffFileKind, type FileKind };
export const UPLOAD_TOO_LARGE = `The file must be ${MAX_UPLOAD_LABEL} or smaller.`;

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

/** A file name safe to pass on: no path, no control characters, a sane length. */
export function safeFileName(name: string, kind: FileKind): string {
  const base = name.split(/[\\/]/).pop() ?? 'attachment';
  const cleaned = base.replace(/[^\w.\- ()]+/g, '_').replace(/^\.+/, '').slice(-100);
  return cleaned && kindFromName(cleaned) === kind ? cleaned : `attachment.${FILE_KINDS[kind].extensions[0]}`;
}
